import { describe, expect, it } from 'vitest'
import { formatBalance, formatSignificant, formatTokenValue, formatUsd } from '../../../kernel/format'

describe('kernel/format', () => {
  it("SPEC §9: balance shows 3 decimals, '0.000' when zero", () => {
    expect(formatBalance('1.23456')).toBe('1.235')
    expect(formatBalance('0')).toBe('0.000')
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance('not a number')).toBe('0.000')
  })
  it('SPEC §9: token value en-US with 2 decimals', () => {
    expect(formatTokenValue(1234.5)).toBe('1,234.50')
    expect(formatTokenValue(undefined)).toBe('0.00')
  })
  it("amounts in the forms: significant digits, trailing zeros dropped, never '0.000000', the integer part whole", () => {
    expect(formatSignificant('0.004250')).toBe('0.00425')
    expect(formatSignificant(0.0000425, 3)).toBe('0.0000425')
    expect(formatSignificant('2990.123456')).toBe('2,990.1')
    expect(formatSignificant(1234567.89)).toBe('1,234,568')
    expect(formatSignificant('1.5')).toBe('1.5')
    expect(formatSignificant(0)).toBe('0')
    expect(formatSignificant(undefined)).toBe('0')
    expect(formatSignificant('not a number')).toBe('0')
    expect(formatSignificant(1e-9)).toBe('< 0.000001')
    expect(formatSignificant(1e30)).toMatch(/^1,000,000,000,000,000,0\d\d,\d{3},\d{3},\d{3},\d{3}$/)
  })
  it("USD values: '≈ $' with 2 decimals, '< $0.01' when positive but smaller", () => {
    expect(formatUsd(12.5)).toBe('≈ $12.50')
    expect(formatUsd(0.004)).toBe('< $0.01')
    expect(formatUsd(0)).toBe('≈ $0.00')
  })
})
