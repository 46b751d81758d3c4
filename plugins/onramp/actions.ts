/**
 * The on-ramp as the slice's actions: the options (SPEC §8: the sample options when the call fails), the
 * form's choices, a quote for each settled change (the placeholder quote on failure), and the purchase: the
 * URL generated for the account and the network's Coinbase Pay chain, opened in the popup the click opened;
 * when it closes, the bus `purchase` event (the history plugin fetches the coinbase purchases for Activity)
 * and the balance fetched again. Stale answers (a newer quote) are dropped.
 */
import { safeLinkUrl, selectChain, type Kernel, type Namespace, type PluginScope } from '../../kernel/plugin'
import { QUOTE_DEBOUNCE_MS } from './constants'
import { ONRAMP_MESSAGES } from './messages'
import { amountError, limitOf, payChainFor, purchaseCurrenciesFor } from './options'
import { whenClosed } from './popup'
import { inRestrictedTimezone } from './restricted'
import { generateOnrampUrl, getOnrampOptions, getOnrampQuote } from './routes'
import { initialOnrampState, ONRAMP_PLUGIN, type OnrampActions, type OnrampState } from './state'

type Scope = Pick<PluginScope<OnrampState>, 'getState' | 'setState'>

export function createOnrampActions({ getState, setState }: Scope, kernel: Kernel): OnrampActions {
  let quoteRequest = 0
  let initRun = 0

  /** The active network's chain id and the account's address (eip155 or solana, SPEC §9 on-ramp chains). */
  const context = () => {
    const chain = selectChain(kernel.store.getState())
    return { namespace: chain?.namespace, chainId: chain?.networkState.caipNetwork?.id ?? 1, address: chain?.accountState?.address }
  }
  const selected = (state: OnrampState) => {
    const purchase = state.options?.purchaseCurrencies.find((currency) => currency.id === state.purchaseCurrency)
    const payment = state.options?.paymentCurrencies.find((currency) => currency.id === state.paymentCurrency)
    return { purchase, payment }
  }

  async function quote(debounce = 0): Promise<void> {
    const request = ++quoteRequest
    const state = getState()
    const { purchase, payment } = selected(state)
    const error = amountError(state.amount, payment, state.paymentMethod)
    setState((draft) => {
      draft.amountError = error
      draft.quote = undefined
      draft.loadingQuote = !error && purchase !== undefined && payment !== undefined
    })
    if (error || !purchase || !payment) return
    if (debounce > 0) await new Promise((resolve) => setTimeout(resolve, debounce))
    if (request !== quoteRequest) return
    // Resolves to the placeholder quote (SPEC §8) when the call fails.
    const answer = await getOnrampQuote(kernel.services.context, {
      purchaseCurrency: { id: purchase.id, symbol: purchase.symbol, name: purchase.name },
      paymentCurrency: { id: payment.id },
      amount: Number(state.amount),
      network: payChainFor(purchase, context().chainId),
    }).catch((error: unknown) => void kernel.bus.emit('error', { error, source: ONRAMP_PLUGIN }))
    if (request !== quoteRequest) return
    setState((draft) => {
      draft.quote = answer ?? undefined
      draft.loadingQuote = false
    })
  }

  /**
   * After the provider's window closed: the bus says a purchase ended, so the history plugin (when loaded)
   * fetches the coinbase purchases for Activity (without cache, SPEC §7); the new balance is fetched here.
   */
  async function refreshAfterPurchase(address: string, namespace: Namespace): Promise<void> {
    kernel.bus.emit('purchase', { namespace, address, provider: 'coinbase' })
    await kernel.connection.refreshBalance(namespace, { force: true }).catch((error: unknown) => kernel.bus.emit('error', { error, source: ONRAMP_PLUGIN }))
  }

  const actions: OnrampActions = {
    async initialize() {
      const state = getState()
      if (state.options || state.loadingOptions || inRestrictedTimezone()) return
      const run = ++initRun
      let failed = false
      setState((draft) => void (draft.loadingOptions = true))
      // Resolves to the SPEC §9 sample options when the call fails (onError says it did).
      const loaded = await getOnrampOptions(kernel.services.contextWith({ onError: () => void (failed = true) })).catch((error: unknown) => void kernel.bus.emit('error', { error, source: ONRAMP_PLUGIN }))
      if (run !== initRun) return
      if (!loaded) {
        setState((draft) => {
          draft.loadingOptions = false
          draft.error = ONRAMP_MESSAGES.OPTIONS_FAILED
        })
        return
      }
      const purchase = purchaseCurrenciesFor(loaded, context().chainId)[0]
      const payment = loaded.paymentCurrencies[0]
      setState((draft) => {
        draft.options = loaded
        draft.sampleOptions = failed
        draft.loadingOptions = false
        draft.purchaseCurrency = purchase?.id
        draft.paymentCurrency = payment?.id
        draft.paymentMethod = payment?.payment_method_limits[0]?.id
        draft.error = undefined
      })
      await quote()
    },

    async setPurchaseCurrency(id) {
      setState((draft) => void (draft.purchaseCurrency = id))
      await quote()
    },

    async setPaymentCurrency(id) {
      setState((draft) => {
        draft.paymentCurrency = id
        const payment = draft.options?.paymentCurrencies.find((currency) => currency.id === id)
        if (!limitOf(payment, draft.paymentMethod)) draft.paymentMethod = payment?.payment_method_limits[0]?.id
      })
      await quote()
    },

    async setPaymentMethod(id) {
      setState((draft) => void (draft.paymentMethod = id))
      await quote()
    },

    async setAmount(amount) {
      setState((draft) => void (draft.amount = amount))
      await quote(QUOTE_DEBOUNCE_MS)
    },

    setProvider(provider) {
      setState((draft) => void (draft.provider = provider))
    },

    async buy(popup) {
      const state = getState()
      const { namespace, chainId, address } = context()
      const { purchase } = selected(state)
      if (state.buying) return void popup?.close()
      if (!popup) return void setState((draft) => void (draft.error = ONRAMP_MESSAGES.POPUP_BLOCKED))
      if (!address || !namespace || !purchase || state.amountError) return void popup.close()
      setState((draft) => {
        draft.buying = true
        draft.error = undefined
      })
      const network = payChainFor(purchase, chainId)
      // The quoted crypto amount when there is a real quote, else the fiat amount (the provider converts).
      const crypto = state.quote && state.quote.quoteId !== 'placeholder' ? Number(state.quote.purchaseAmount.amount) : 0
      const { url } = await generateOnrampUrl(kernel.services.context, {
        destinationWallets: [{ address, blockchains: [network], assets: [purchase.symbol] }],
        defaultNetwork: network,
        partnerUserId: address,
        defaultExperience: 'buy',
        ...(crypto > 0 ? { presetCryptoAmount: crypto } : { presetFiatAmount: Number(state.amount) }),
      }).catch(() => ({ url: '' }))
      const href = safeLinkUrl(url)
      if (!href || popup.closed) {
        popup.close()
        setState((draft) => {
          draft.buying = false
          draft.error = href ? undefined : ONRAMP_MESSAGES.URL_FAILED
        })
        return
      }
      popup.location.href = href
      await whenClosed(popup)
      setState((draft) => void (draft.buying = false))
      await refreshAfterPurchase(address, namespace)
    },

    reset() {
      initRun += 1
      quoteRequest += 1
      setState(() => ({ ...initialOnrampState }))
    },
  }
  return actions
}
