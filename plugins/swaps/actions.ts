/**
 * The swap flow of SPEC §4 as the slice's actions: initialize (token list, network token price, balances;
 * the network token with amount 1 as the source), then on each change the quote, the allowance check and
 * either the approval transaction or the swap transaction. Swap sends the approval when one is needed,
 * recomputes the quote, sends the swap, then resets and goes back to Account. Each 'Failed to …' of SPEC §8
 * goes back with the pending transactions cleared; a wallet refusal shows its short message (or
 * 'Transaction error') and leaves the form usable, quoted again. Stale answers (a newer quote, a newer
 * initialize) are dropped.
 */
import {
  ALERTS,
  errorIn,
  formatUnits,
  isPorticoError,
  messageIn,
  selectActiveAccount,
  type BlockchainService,
  type ContractCalls,
  type Kernel,
  type PluginScope,
} from '../../kernel/plugin'
import { NATIVE_TOKEN_ADDRESS, TOAST_DECIMALS } from './constants'
import { swapContext } from './context'
import { formatAmount, gasFeeInUsd, maxSlippage, priceImpact, providerFee, toBaseUnits } from './math'
import { initialSwapState, SWAPS_PLUGIN, type SwapActions, type SwapState, type SwapTransaction } from './state'
import { contractOf, isNativeToken, joinTokens, myTokens, popularTokens, sameToken, usableTokens } from './tokens'
import { amountError, balanceError, canSwap } from './validation'
import { SWAP_FORM_MESSAGES, SWAP_MESSAGES } from './messages'
import { swapRoutes, type SwapRoutes } from './routes'
import { walletMessage } from './wallet-message'

export const SWAP_VIEW = 'Swap'
export const SELECT_TOKEN_VIEW = 'SwapSelectToken'
/** Typing settles this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 250

type Scope = Pick<PluginScope<SwapState>, 'getState' | 'setState'>

/** The adapter's gas price, or why it has none. */
type GasQuote = { price?: bigint; error?: unknown }

const digits = (text: string | undefined, fallback: bigint): bigint => (text !== undefined && /^\d+$/.test(text) ? BigInt(text) : fallback)

export function createSwapActions({ getState, setState }: Scope, kernel: Kernel): SwapActions {
  let quoteRequest = 0
  let initRun = 0
  /** The swap network's adapter capability for contract calls (their default gas, their receipt), asked for by initialize. */
  let calls: ContractCalls | undefined

  const context = () => swapContext(kernel.store.getState())
  const report = (error: unknown) => kernel.bus.emit('error', { error, source: SWAPS_PLUGIN })

  /** One call on the swap routes or the kernel's price routes, and whether it failed (they resolve to a fallback then). */
  async function call<T>(run: (api: BlockchainService & SwapRoutes) => Promise<T>): Promise<{ value?: T; ok: boolean }> {
    let ok = true
    try {
      const tracked = { onError: () => void (ok = false) }
      const value = await run({ ...kernel.services.blockchainWith(tracked), ...swapRoutes(kernel.services.contextWith(tracked)) })
      return { value, ok }
    } catch (error) {
      report(error)
      return { ok: false }
    }
  }

  const onSwapView = () => {
    const { router } = kernel.store.getState()
    const view = router.open ? router.history.at(-1)?.view : undefined
    return view === SWAP_VIEW || view === SELECT_TOKEN_VIEW
  }

  /** SPEC §8: the message, back out of the swap views, pending transactions cleared. */
  function failBack(message: string): void {
    quoteRequest += 1
    setState((draft) => {
      draft.approvalTransaction = undefined
      draft.swapTransaction = undefined
      draft.loadingQuote = false
      draft.loadingTransaction = false
      draft.initializing = false
      draft.transactionError = message
    })
    kernel.toast.showToast(message, 'error')
    for (let steps = 0; steps < 2 && onSwapView(); steps++) kernel.router.goBack()
  }

  function feesOf(gas: bigint, gasPrice: bigint, draft: SwapState): void {
    const decimals = context().network?.nativeCurrency.decimals ?? 18
    draft.gasPrice = gasPrice
    draft.gasFee = gas * gasPrice
    draft.gasPriceInUSD = gasFeeInUsd(gas, gasPrice, decimals, draft.networkPrice)
  }

  /** The balances the kernel holds, joined again into the token list (prices kept). */
  function syncBalances(): void {
    const balances = selectActiveAccount(kernel.store.getState())?.tokenBalance ?? []
    setState((draft) => {
      if (!draft.initialized) return
      const prices = Object.fromEntries(draft.tokens.map((token) => [token.address.toLowerCase(), token.price]))
      draft.tokens = joinTokens(draft.tokens, balances, prices)
      const find = (address?: string) => draft.tokens.find((token) => token.address === address)
      draft.sourceToken = find(draft.sourceToken?.address) ?? draft.sourceToken
      draft.toToken = find(draft.toToken?.address) ?? draft.toToken
      draft.myTokensWithBalance = myTokens(draft.tokens)
      draft.popularTokens = popularTokens(draft.tokens)
      draft.networkBalanceInUSD = draft.tokens.find(isNativeToken)?.value ?? 0
      if (!draft.inputError || draft.inputError === messageIn(SWAP_MESSAGES, 'SWAP_INSUFFICIENT_BALANCE')) {
        draft.inputError = amountError(draft) ?? (draft.toTokenAmount ? balanceError(draft, context().smartAccount) : undefined)
      }
    })
  }

  async function buildSwap(request: number, amount: bigint, toAmount: bigint): Promise<void> {
    const state = getState()
    const { caipAddress } = context()
    if (!state.sourceToken || !state.toToken || !caipAddress || !calls) return
    const { defaultGas } = calls
    const built = await call((api) =>
      api.buildSwapTransaction({ amount: String(amount), from: state.sourceToken!.address, to: state.toToken!.address, userAddress: caipAddress, slippage: state.slippage }),
    )
    if (request !== quoteRequest) return
    const tx = built.value
    if (!tx) return failBack(messageIn(SWAP_MESSAGES, 'SWAP_TRANSACTION_FAILED'))
    const transaction: SwapTransaction = {
      to: contractOf(tx.to) as `0x${string}`,
      data: tx.data as `0x${string}`,
      value: digits(tx.value, 0n),
      gas: digits(tx.eip155.gas, defaultGas),
      gasPrice: digits(tx.eip155.gasPrice, state.gasPrice),
      toAmount,
    }
    setState((draft) => {
      draft.swapTransaction = transaction
      feesOf(transaction.gas, transaction.gasPrice, draft)
    })
  }

  async function buildApproval(request: number, toAmount: bigint): Promise<void> {
    const state = getState()
    const { caipAddress } = context()
    if (!state.sourceToken || !state.toToken || !caipAddress || !calls) return
    const { defaultGas } = calls
    const built = await call((api) => api.buildApproveTransaction({ userAddress: caipAddress, from: state.sourceToken!.address, to: state.toToken!.address }))
    if (request !== quoteRequest) return
    const tx = built.value
    if (!tx) return failBack(messageIn(SWAP_MESSAGES, 'SWAP_APPROVAL_FAILED'))
    const gasPrice = digits(tx.eip155.gasPrice, state.gasPrice)
    setState((draft) => {
      draft.approvalTransaction = { to: contractOf(tx.to) as `0x${string}`, data: tx.data as `0x${string}`, value: 0n, gas: digits(tx.eip155.gas, 0n), gasPrice, toAmount }
      // The swap itself is built after the approval: priced at the default gas until then.
      feesOf(defaultGas, gasPrice, draft)
    })
  }

  /** Quote → allowance check → approval or swap transaction (SPEC §4); a newer call supersedes this one. */
  async function quote(debounce = 0): Promise<void> {
    const request = ++quoteRequest
    setState((draft) => {
      draft.toTokenAmount = ''
      draft.priceImpact = undefined
      draft.providerFee = undefined
      draft.maxSlippage = undefined
      draft.approvalTransaction = undefined
      draft.swapTransaction = undefined
      draft.transactionError = undefined
      draft.inputError = amountError(draft)
      draft.loadingQuote = false
    })
    const state = getState()
    const { sourceToken, toToken } = state
    const { caipAddress } = context()
    const amount = sourceToken && toBaseUnits(state.sourceTokenAmount, sourceToken.decimals)
    if (!sourceToken || !toToken || !caipAddress || state.inputError || !amount) return
    setState((draft) => void (draft.loadingQuote = true))
    if (debounce > 0) await new Promise((resolve) => setTimeout(resolve, debounce))
    if (request !== quoteRequest) return

    const quoted = await call((api) =>
      api.getQuotes({ amount: String(amount), userAddress: caipAddress, from: sourceToken.address, to: toToken.address, gasPrice: String(state.gasPrice) }),
    )
    if (request !== quoteRequest) return
    if (!quoted.ok) {
      setState((draft) => {
        draft.loadingQuote = false
        draft.inputError = messageIn(SWAP_MESSAGES, 'SWAP_INSUFFICIENT_BALANCE')
      })
      return
    }
    const toAmount = quoted.value?.quotes[0]?.toAmount
    if (toAmount === undefined || !/^\d+$/.test(toAmount)) {
      kernel.toast.showSnackbar(messageIn(SWAP_MESSAGES, 'SWAP_INCORRECT_AMOUNT'), 'error')
      setState((draft) => {
        draft.loadingQuote = false
        draft.inputError = messageIn(SWAP_MESSAGES, 'SWAP_ENTER_VALID_AMOUNT')
      })
      return
    }
    const target = BigInt(toAmount)
    setState((draft) => {
      draft.toTokenAmount = formatUnits(target, toToken.decimals)
      const source = Number(draft.sourceTokenAmount)
      draft.providerFee = providerFee(source)
      draft.priceImpact = priceImpact(source, draft.sourceTokenPriceInUSD, Number(draft.toTokenAmount), draft.toTokenPriceInUSD)
      draft.maxSlippage = maxSlippage(target, draft.slippage)
    })

    if (isNativeToken(sourceToken)) {
      await buildSwap(request, amount, target)
    } else {
      const allowance = await call((api) =>
        api.getAllowance({ tokenAddress: sourceToken.address, userAddress: caipAddress, sourceTokenAmount: state.sourceTokenAmount, sourceTokenDecimals: sourceToken.decimals }),
      )
      if (request !== quoteRequest) return
      if (!allowance.ok) return failBack(messageIn(SWAP_MESSAGES, 'SWAP_ALLOWANCE_FAILED'))
      // SPEC §5: sufficient when at least the parsed source amount.
      if (digits(allowance.value?.allowance, 0n) >= amount) await buildSwap(request, amount, target)
      else await buildApproval(request, target)
    }
    if (request !== quoteRequest) return
    setState((draft) => {
      draft.loadingQuote = false
      draft.inputError = balanceError(draft, context().smartAccount)
    })
  }

  async function send(transaction: SwapTransaction): Promise<string> {
    const { to, data, value, gas, gasPrice } = transaction
    return kernel.connection.sendTransaction({ to, data, value, gas: gas > 0n ? gas : undefined, gasPrice: gasPrice > 0n ? gasPrice : undefined }, 'eip155')
  }

  async function mined(hash: string): Promise<void> {
    const { network } = context()
    if (!network || !calls || !(await calls.waitForReceipt({ network, hash }))) throw errorIn(SWAP_FORM_MESSAGES, 'SWAP_REVERTED', hash)
  }

  const actions: SwapActions = {
    async initialize() {
      const { network, address, supported } = context()
      if (!network || !address) return
      if (!supported) {
        kernel.toast.showAlert(ALERTS.SWITCH_NETWORK_NOT_FOUND)
        return
      }
      const state = getState()
      if (state.initializing || (state.initialized && state.caipNetworkId === network.caipNetworkId)) return
      const run = ++initRun
      quoteRequest += 1
      const chainId = network.caipNetworkId
      setState(() => ({ ...initialSwapState, initializing: true, caipNetworkId: chainId, networkTokenSymbol: network.nativeCurrency.symbol }))

      const found = kernel.adapter(network.chainNamespace).then((adapter) => adapter.calls, (error: unknown) => void report(error))
      const [list, gas] = await Promise.all([
        call((api) => api.getSwapTokens({ chainId })),
        // The adapter prices gas (the gas-price route, else the network's node); a failure prices it at 0.
        found.then((adapterCalls) => adapterCalls?.gasPrice({ network })).then(
          (price): GasQuote => ({ price }),
          (error: unknown): GasQuote => (report(error), { error }),
        ),
      ])
      const adapterCalls = await found
      if (run !== initRun) return
      // SPEC §8 'Network not supported for Gas Price': the adapter does not price gas on this network.
      if (isPorticoError(gas.error, 'GAS_PRICE_NETWORK_NOT_SUPPORTED')) return failBack(gas.error.message)
      const tokens = usableTokens(list.value?.tokens ?? [])
      calls = adapterCalls
      if (!list.ok || tokens.length === 0 || !calls) return failBack(messageIn(SWAP_MESSAGES, 'SWAP_INIT_FAILED'))
      const { defaultGas } = calls
      const gasPrice = gas.price ?? 0n
      const prices = await call((api) => api.fetchPrices({ addresses: tokens.map((token) => token.address) }))
      if (run !== initRun) return
      const bySymbol = new Map((prices.value?.fungibles ?? []).map((fungible) => [fungible.symbol.toUpperCase(), fungible.price]))
      const networkPrice = bySymbol.get(network.nativeCurrency.symbol.toUpperCase()) ?? 0
      if (!prices.ok || !(networkPrice > 0)) return failBack(messageIn(SWAP_MESSAGES, 'SWAP_NETWORK_PRICE_FAILED'))

      const priceMap = Object.fromEntries(tokens.map((token) => [token.address.toLowerCase(), bySymbol.get(token.symbol.toUpperCase()) ?? 0]))
      const joined = joinTokens(tokens, selectActiveAccount(kernel.store.getState())?.tokenBalance ?? [], priceMap)
      const native = joined.find((token) => contractOf(token.address) === NATIVE_TOKEN_ADDRESS)
      setState((draft) => {
        draft.tokens = joined
        draft.popularTokens = popularTokens(joined)
        draft.myTokensWithBalance = myTokens(joined)
        draft.networkPrice = networkPrice
        draft.networkBalanceInUSD = native?.value ?? 0
        draft.sourceToken = native
        draft.sourceTokenPriceInUSD = native?.price ?? 0
        draft.sourceTokenAmount = '1'
        feesOf(defaultGas, gasPrice, draft)
        draft.initializing = false
        draft.initialized = true
      })
      await quote()
    },

    async setToken(side, address) {
      const state = getState()
      if (!state.initialized || state.initializing || state.loadingTransaction) return
      const token = state.tokens.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
      if (!token) return
      if (sameToken(token, side === 'source' ? state.toToken : state.sourceToken)) return actions.switchTokens()
      setState((draft) => {
        if (side === 'source') {
          draft.sourceToken = token
          draft.sourceTokenPriceInUSD = token.price
        } else {
          draft.toToken = token
          draft.toTokenPriceInUSD = token.price
        }
      })
      await quote()
    },

    async setSourceAmount(amount) {
      if (getState().loadingTransaction) return
      setState((draft) => void (draft.sourceTokenAmount = amount))
      await quote(QUOTE_DEBOUNCE_MS)
    },

    async switchTokens() {
      const state = getState()
      if (!state.initialized || state.initializing || state.loadingTransaction || !state.toToken) return
      setState((draft) => {
        const [source, target] = [draft.sourceToken, draft.toToken]
        draft.sourceToken = target
        draft.toToken = source
        draft.sourceTokenPriceInUSD = target?.price ?? 0
        draft.toTokenPriceInUSD = source?.price ?? 0
        draft.sourceTokenAmount = draft.toTokenAmount || '1'
      })
      await quote()
    },

    async swap() {
      const state = getState()
      const { sourceToken, toToken } = state
      if (state.loadingTransaction || state.loadingQuote || !sourceToken || !toToken || !canSwap(state, context())) return
      setState((draft) => {
        draft.loadingTransaction = true
        draft.transactionError = undefined
      })
      const from = `${state.sourceTokenAmount} ${sourceToken.symbol}`
      try {
        if (state.approvalTransaction) {
          kernel.toast.showToast(messageIn(SWAP_MESSAGES, 'SWAP_APPROVE_PROGRESS'), 'loading', { autoClose: false })
          await mined(await send(state.approvalTransaction))
          // The allowance is on chain now: quote again, which builds the swap transaction.
          await quote()
        }
        const swap = getState().swapTransaction
        if (!swap) {
          setState((draft) => void (draft.loadingTransaction = false))
          return
        }
        const to = `${formatAmount(formatUnits(swap.toAmount, toToken.decimals), TOAST_DECIMALS)} ${toToken.symbol}`
        kernel.toast.showToast(messageIn(SWAP_MESSAGES, 'SWAP_CONFIRM_PROGRESS'), 'loading', { autoClose: false })
        const hash = await send(swap)
        kernel.toast.showToast(SWAP_MESSAGES.SWAP_PROGRESS(from, to), 'loading', { autoClose: false })
        await mined(hash)
        kernel.toast.showToast(SWAP_MESSAGES.SWAP_DONE(from, to), 'success')
        actions.reset()
        if (onSwapView()) kernel.router.reset('Account')
      } catch (error) {
        report(error)
        const message = walletMessage(error)
        setState((draft) => void (draft.loadingTransaction = false))
        kernel.toast.showToast(message, 'error')
        // Nothing stays pending: the transactions are built again for another try.
        await quote()
        setState((draft) => void (draft.transactionError = message))
      }
    },

    syncBalances,

    reset() {
      initRun += 1
      quoteRequest += 1
      setState(() => ({ ...initialSwapState }))
    },
  }
  return actions
}
