import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../../../kernel/errors'
import { generateOnrampUrl, getOnrampOptions, getOnrampQuote, SAMPLE_ONRAMP_OPTIONS } from '../../../plugins/onramp/routes'
import { getNameSuggestions, registerName } from '../../../plugins/names/routes'
import { getAllowance, getQuotes, getSwapTokens } from '../../../plugins/swaps/routes'
import { json, servicesWith } from './helpers'

const mainnet = { caipNetworkId: 'eip155:1' as const }

describe('kernel/services fallbacks', () => {
  it('SPEC §8: failed calls resolve to the empty fallbacks and report the error', async () => {
    const { services, errors } = servicesWith(() => json({ message: 'gone' }, 404))
    const { blockchain, registry } = services
    expect(await blockchain.getBalance({ address: '0x1', network: mainnet })).toEqual({ balances: [] })
    expect(await blockchain.getTransactions({ account: '0x1' })).toEqual({ data: [] })
    expect(await getQuotes(services.context, { amount: '1', userAddress: '0x1', from: 'a', to: 'b', gasPrice: '1' })).toEqual({ quotes: [] })
    expect(await getSwapTokens(services.context, { chainId: 'eip155:1' })).toEqual({ tokens: [] })
    expect(await blockchain.fetchPrices({ addresses: ['eip155:1:0x1'] })).toEqual({ fungibles: [] })
    expect(await getNameSuggestions(services.context, { name: 'alice' })).toEqual({ suggestions: [] })
    expect(await getAllowance(services.context, { tokenAddress: '0x1', userAddress: '0x2' })).toEqual({ allowance: '0' })
    expect(await registerName(services.context, { coinType: 1, address: '0x1', message: '{}', signature: '0x' })).toEqual({ success: false })
    expect(await generateOnrampUrl(services.context, { destinationWallets: [], partnerUserId: 'u' })).toEqual({ url: '' })
    expect(await blockchain.getIdentity({ address: '0x1' })).toEqual({ name: null, avatar: null })
    expect(await registry.getWallets({ page: 1, entries: 40 })).toEqual({ data: [], count: 0 })
    expect(await registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    expect(errors).toHaveLength(12)
    expect(errors.every((error) => isPorticoError(error, 'SERVICE_FAILED') && error.details?.status === 404)).toBe(true)
  })

  it('SPEC §8/§9: on-ramp options fall back to the sample options; the quote to a placeholder', async () => {
    const { services } = servicesWith(() => json({}, 400))
    const options = await getOnrampOptions(services.context)
    expect(options).toBe(SAMPLE_ONRAMP_OPTIONS)
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    const quote = await getOnrampQuote(services.context, { purchaseCurrency: { id: 'ETH' }, paymentCurrency: { id: 'USD' }, amount: 100, network: 'ethereum' })
    expect(quote).toMatchObject({ quoteId: 'placeholder', paymentTotal: { amount: '100.00', currency: 'USD' } })
  })

  it('DESIGN (every boundary validates): a malformed response becomes the fallback', async () => {
    const { services, errors } = servicesWith(() => json({ balances: [{ symbol: 'ETH' }] }))
    expect(await services.blockchain.getBalance({ address: '0x1', network: mainnet })).toEqual({ balances: [] })
    expect(errors).toHaveLength(1)
  })

  it('SPEC §9: balances only on eip155 and solana mainnets, no call otherwise', async () => {
    const { services, requests } = servicesWith(() => json({ balances: [] }))
    for (const network of [{ caipNetworkId: 'eip155:11155111' as const, testnet: true }, { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const }, { caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const }]) {
      expect(await services.blockchain.getBalance({ address: '0x1', network })).toEqual({ balances: [] })
    }
    expect(requests).toHaveLength(0)
    await services.blockchain.getBalance({ address: 'So1', network: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
    expect(requests).toHaveLength(1)
  })

  it('SPEC §5: identity only for EVM mainnets', async () => {
    const { services, requests } = servicesWith(() => json({ name: 'alice.eth', avatar: null }))
    expect(await services.blockchain.getIdentity({ address: '0x1', network: { caipNetworkId: 'solana:x' } })).toEqual({ name: null, avatar: null })
    expect(requests).toHaveLength(0)
    expect(await services.blockchain.getIdentity({ address: '0x1', network: mainnet })).toEqual({ name: 'alice.eth', avatar: null })
  })

  it('SPEC §8: API refusals map to INVALID_PROJECT_ID, INVALID_APP_CONFIGURATION and JWT_TOKEN_NOT_VALID', async () => {
    const bodies: [number, string, string][] = [
      [401, 'Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
      [403, 'Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
      [401, 'JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
    ]
    for (const [status, message, alert] of bodies) {
      const { services, errors, requests } = servicesWith(() => json({ message }, status))
      await services.blockchain.getSupportedChains()
      expect(requests).toHaveLength(1)
      expect(errors[0]).toMatchObject({ code: 'SERVICE_FAILED', details: { alert, status } })
    }
  })

  it("SPEC §8: a caller's abort is not swallowed by the fallback", async () => {
    const { services, errors } = servicesWith(() => json({ http: [], ws: [] }))
    const controller = new AbortController()
    controller.abort()
    await expect(services.blockchain.getSupportedChains({ signal: controller.signal })).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(errors).toHaveLength(0)
  })
})
