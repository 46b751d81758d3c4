/**
 * The on-ramp actions over stubbed routes: options (the sample ones when the call fails), the first currencies
 * of the network, the quote (the placeholder on failure), the purchase URL opened in the popup, a blocked
 * popup, and once the popup closes the bus 'purchase' event (the history plugin fetches the purchases) and the balance.
 */
import { describe, expect, it, vi } from 'vitest'
import { createPluginRegistry } from '../../../../kernel/plugins'
import { placeholderQuote, SAMPLE_ONRAMP_OPTIONS, type OnrampQuoteArgs } from '../../../../plugins/onramp/routes'
import type { Kernel } from 'portico'
import { onramp } from 'portico/plugins/onramp'
import { ONRAMP_PLUGIN, type OnrampHandle } from '../../../../plugins/onramp/state'
import { connect, storeOf, stubKernel } from '../../ui/stubKernel'

const USER = '0x1234567890abcdef1234567890abcdef12345678'
const QUOTE = {
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  networkFee: { amount: '0.50', currency: 'USD' },
  paymentSubtotal: { amount: '98.00', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '0.0326', currency: 'ETH' },
  quoteId: 'q-1',
}

// The on-ramp routes are the plugin's neighbour here: each test says what they answer.
const routes = vi.hoisted(() => ({ getOnrampOptions: vi.fn(), getOnrampQuote: vi.fn(), generateOnrampUrl: vi.fn() }))
vi.mock('../../../../plugins/onramp/routes', async (original) => ({ ...(await original<object>()), ...routes }))

async function onrampKernel({ optionsFail = false, quoteFail = false, url = 'http://127.0.0.1:9/buy?session=1' } = {}) {
  const kernel = stubKernel({ plugins: [onramp()] }, (draft) => connect(draft))
  const errors: unknown[] = []
  const getOnrampQuote = routes.getOnrampQuote.mockReset().mockImplementation(async (_ctx: unknown, args: OnrampQuoteArgs) => (quoteFail ? placeholderQuote(args) : QUOTE))
  const generateOnrampUrl = routes.generateOnrampUrl.mockReset().mockImplementation(async () => ({ url }))
  routes.getOnrampOptions.mockReset().mockImplementation(async (ctx: { onError: (error: unknown) => void }) => {
    if (!optionsFail) return { ...SAMPLE_ONRAMP_OPTIONS, paymentCurrencies: SAMPLE_ONRAMP_OPTIONS.paymentCurrencies.slice(1) }
    ctx.onError(new Error('options failed'))
    return SAMPLE_ONRAMP_OPTIONS
  })
  const getTransactions = vi.fn(async (_args: unknown) => ({ data: [], next: undefined }))
  const context = { onError: () => undefined }
  const contextWith = vi.fn(({ onError }: { onError?: (error: unknown) => void; cache?: string }) => ({ onError: (error: unknown) => onError?.(error) }))
  const blockchainWith = vi.fn((_options: { onError?: (error: unknown) => void; cache?: string }) => ({ getTransactions }))
  const refreshBalance = vi.fn(async () => undefined)
  Object.assign(kernel.connection, { refreshBalance })
  Object.assign(kernel, { services: { ...kernel.services, context, contextWith, blockchainWith } })
  kernel.bus.on('error', (event) => void errors.push(event))
  const store = storeOf(kernel)
  const registry = createPluginRegistry({ flags: { onramp: true }, store, bus: kernel.bus, router: kernel.router, kernel: () => kernel, ready: async () => undefined })
  kernel.plugin.mockImplementation((name: string) => registry.handle(name))
  registry.register(onramp())
  await registry.load(ONRAMP_PLUGIN)
  const handle = kernel.plugin<OnrampHandle>(ONRAMP_PLUGIN) as OnrampHandle
  return { kernel: kernel as typeof kernel & Kernel, handle, actions: handle.actions, getOnrampQuote, generateOnrampUrl, getTransactions, blockchainWith, refreshBalance }
}

/** A popup the test closes by hand. */
function fakePopup() {
  return { closed: false, location: { href: 'about:blank' }, close: vi.fn(function (this: { closed: boolean }) { this.closed = true }) }
}

describe('onramp actions', () => {
  it('initialize: the options, the network’s first currency, the first payment currency and method; a quote for 100', async () => {
    const { kernel, handle, actions, getOnrampQuote } = await onrampKernel()
    await actions.initialize()
    expect(handle.getState()).toMatchObject({ sampleOptions: false, purchaseCurrency: 'ETH', paymentCurrency: 'EUR', paymentMethod: 'card', amount: '100', quote: QUOTE, loadingQuote: false })
    expect(getOnrampQuote).toHaveBeenCalledWith(kernel.services.context, { purchaseCurrency: { id: 'ETH', symbol: 'ETH', name: 'Ether' }, paymentCurrency: { id: 'EUR' }, amount: 100, network: 'ethereum' })
  })

  it('SPEC §8: failing options → the sample options, said so; a failing quote → the placeholder quote', async () => {
    const { handle, actions } = await onrampKernel({ optionsFail: true, quoteFail: true })
    await actions.initialize()
    expect(handle.getState()).toMatchObject({ sampleOptions: true, options: SAMPLE_ONRAMP_OPTIONS, paymentCurrency: 'USD' })
    expect(handle.getState().quote?.quoteId).toBe('placeholder')
  })

  it('an amount out of the method’s limits: its error, no quote; ACH allows more', async () => {
    const { handle, actions, getOnrampQuote } = await onrampKernel()
    await actions.initialize()
    getOnrampQuote.mockClear()
    await actions.setAmount('9000')
    expect(handle.getState()).toMatchObject({ amountError: 'Enter an amount from 10.00 to 7500.00 EUR', quote: undefined })
    await actions.setPaymentMethod('ach_bank_account')
    expect(handle.getState().amountError).toBeUndefined()
    expect(getOnrampQuote).toHaveBeenCalledTimes(1)
    expect(getOnrampQuote.mock.calls[0]?.[1]).toMatchObject({ amount: 9000 })
  })

  it("buy: the URL for the account on its pay chain with the quoted amount, in the popup; when it closes, the bus 'purchase' (coinbase, for the history plugin) and the balance", async () => {
    const { kernel, handle, actions, generateOnrampUrl, getTransactions, refreshBalance } = await onrampKernel()
    const purchases: unknown[] = []
    kernel.bus.on('purchase', (event) => void purchases.push(event))
    await actions.initialize()
    const popup = fakePopup()
    const buying = actions.buy(popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toBe('http://127.0.0.1:9/buy?session=1'))
    expect(generateOnrampUrl).toHaveBeenCalledWith(kernel.services.context, {
      destinationWallets: [{ address: USER, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: USER,
      defaultExperience: 'buy',
      presetCryptoAmount: 0.0326,
    })
    expect(handle.getState().buying).toBe(true)
    expect(purchases).toEqual([])
    popup.closed = true
    await buying
    expect(handle.getState().buying).toBe(false)
    expect(purchases).toEqual([{ namespace: 'eip155', address: USER, provider: 'coinbase' }])
    // The purchases are the history plugin's to fetch and show: none fetched here to be thrown away.
    expect(getTransactions).not.toHaveBeenCalled()
    expect(refreshBalance).toHaveBeenCalledWith('eip155', { force: true })
  })

  it('a blocked popup: a clear message, nothing generated; an empty URL (SPEC §8 fallback): the popup closed, a message', async () => {
    const { handle, actions, generateOnrampUrl } = await onrampKernel({ url: '' })
    await actions.initialize()
    await actions.buy(null)
    expect(handle.getState().error).toBe('The on-ramp window was blocked: allow pop-ups for this site and try again')
    expect(generateOnrampUrl).not.toHaveBeenCalled()
    const popup = fakePopup()
    await actions.buy(popup as unknown as Window)
    expect(popup.close).toHaveBeenCalled()
    expect(handle.getState()).toMatchObject({ buying: false, error: 'Could not open the on-ramp: try again' })
  })

  it('with the placeholder quote the fiat amount is preset instead', async () => {
    const { actions, generateOnrampUrl } = await onrampKernel({ quoteFail: true })
    await actions.initialize()
    const popup = fakePopup()
    const buying = actions.buy(popup as unknown as Window)
    await vi.waitFor(() => expect(generateOnrampUrl).toHaveBeenCalled())
    expect(generateOnrampUrl.mock.calls[0]?.[1]).toMatchObject({ presetFiatAmount: 100 })
    popup.closed = true
    await buying
  })
})
