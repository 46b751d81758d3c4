/** What the on-ramp offers on a network (SPEC §9 coinbase pay chains with the ethereum fallback) and the amount's limits. */
import { describe, expect, it } from 'vitest'
import { SAMPLE_ONRAMP_OPTIONS } from '../../../../plugins/onramp/routes'
import { amountError, payChainFor, purchaseCurrenciesFor } from '../../../../plugins/onramp/options'

const [usd] = SAMPLE_ONRAMP_OPTIONS.paymentCurrencies
const eth = SAMPLE_ONRAMP_OPTIONS.purchaseCurrencies[0]
const onPolygonOnly = { id: 'POL', name: 'Polygon', symbol: 'POL', networks: [{ name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' }] }
const onUnknownChain = { ...onPolygonOnly, networks: [{ name: 'somechain', display_name: 'Some', chain_id: '999', contract_address: '' }] }

describe('on-ramp options', () => {
  it('purchase currencies per network; a network with none falls back to those sold on ethereum', () => {
    const options = { ...SAMPLE_ONRAMP_OPTIONS, purchaseCurrencies: [...SAMPLE_ONRAMP_OPTIONS.purchaseCurrencies, onPolygonOnly] }
    expect(purchaseCurrenciesFor(options, 137).map((currency) => currency.id)).toEqual(['POL'])
    expect(purchaseCurrenciesFor(options, 8453).map((currency) => currency.id)).toEqual(['ETH', 'USDC'])
    expect(purchaseCurrenciesFor(options, 42).map((currency) => currency.id)).toEqual(['ETH', 'USDC'])
  })

  it('SPEC §9 the coinbase pay chain of the network, else ethereum', () => {
    expect(payChainFor(eth, 8453)).toBe('base')
    expect(payChainFor(eth, '1')).toBe('ethereum')
    expect(payChainFor(onPolygonOnly, 137)).toBe('polygon')
    expect(payChainFor(onUnknownChain, 999)).toBe('ethereum')
    expect(payChainFor(eth, 10)).toBe('ethereum')
    expect(payChainFor(undefined, 1)).toBe('ethereum')
  })

  it('SPEC §9 limits: card 10.00 to 7500.00, ACH to 25000.00; at most 2 decimals, above 0', () => {
    expect(amountError('100', usd, 'card')).toBeUndefined()
    expect(amountError('10', usd, 'card')).toBeUndefined()
    expect(amountError('7500.00', usd, 'card')).toBeUndefined()
    expect(amountError('9.99', usd, 'card')).toBe('Enter an amount from 10.00 to 7500.00 USD')
    expect(amountError('7500.01', usd, 'card')).toBe('Enter an amount from 10.00 to 7500.00 USD')
    expect(amountError('20000', usd, 'ach_bank_account')).toBeUndefined()
    expect(amountError('25000.01', usd, 'ach_bank_account')).toBe('Enter an amount from 10.00 to 25000.00 USD')
    for (const bad of ['', '0', 'abc', '-5', '12.345', '1e3']) expect(amountError(bad, usd, 'card'), bad).toBe('Enter an amount, at most 2 decimals')
  })
})
