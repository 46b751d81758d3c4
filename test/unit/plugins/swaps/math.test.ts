/** The swap's arithmetic and display (SPEC §9): 6 decimals in the form, 3 in the toast, fee 0.85 %, slippage 1 %. */
import { describe, expect, it } from 'vitest'
import { formatAmount, gasFeeInUsd, maxAmount, maxSlippage, priceImpact, providerFee, toBaseUnits } from '../../../../plugins/swaps/math'

describe('swap math', () => {
  it('shows the target with 6 decimals in the form and 3 in the toast (en-US)', () => {
    expect(formatAmount('2970.1234567', 6)).toBe('2,970.123457')
    expect(formatAmount('2970.1234567', 3)).toBe('2,970.123')
    expect(formatAmount('0.000330', 6)).toBe('0.000330')
    expect(formatAmount('0', 3)).toBe('0.000')
  })

  it('the provider fee is 0.85 % of the source amount', () => {
    expect(providerFee('1')).toBeCloseTo(0.0085, 12)
    expect(providerFee(200)).toBeCloseTo(1.7, 12)
  })

  it('price impact: what the target is worth below the source after the provider fee, in percent', () => {
    // 1 ETH at 3000 → after the fee 2974.5 USD; 2970 USDC at 1 → (2974.5 - 2970) / 2974.5.
    expect(priceImpact(1, 3000, 2970, 1)).toBeCloseTo(((2974.5 - 2970) / 2974.5) * 100, 10)
    expect(priceImpact(1, 3000, 3000, 1)).toBe(0) // never negative
    expect(priceImpact(1, 0, 2970, 1)).toBe(0) // unknown price
  })

  it('max slippage is 1 % of the quote, in base units', () => {
    expect(maxSlippage(2_970_000_000n)).toBe(29_700_000n)
    expect(maxSlippage(1000n, 0.5)).toBe(5n)
  })

  it('the network fee: 150000 gas at 1 gwei and 3000 USD per ETH is 0.45 USD', () => {
    expect(gasFeeInUsd(150_000n, 1_000_000_000n, 18, 3000)).toBeCloseTo(0.45, 12)
  })

  it('amounts: plain decimals within the token decimals only', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('.5', 6)).toBe(500_000n)
    expect(toBaseUnits('1.1234567', 6)).toBeUndefined()
    expect(toBaseUnits('abc', 6)).toBeUndefined()
    expect(toBaseUnits('-1', 6)).toBeUndefined()
  })
  it('Max: the whole balance of a token; of the network token, less twice the network fee, never below 0', () => {
    expect(maxAmount('25.5', 6, undefined)).toBe('25.5')
    expect(maxAmount('1', 18, 1_000_000_000_000_000n)).toBe('0.998')
    expect(maxAmount('0.001', 18, 1_000_000_000_000_000n)).toBe('0')
    expect(maxAmount('not a number', 18, undefined)).toBe('0')
  })
})
