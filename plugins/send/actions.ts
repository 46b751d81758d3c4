/**
 * The send slice's actions. The transfer runs here, not in a view, so it outlives the view that started it.
 * SPEC §4 "Send: to Account, then success or error, then the send state resets": Send on the preview goes
 * back to Account at once, with 'Confirm the transfer in your wallet' while the wallet is asked; success →
 * 'Transaction started' (SPEC §8) and the state resets; failure (a 4001 rejection too) → the chain's failure
 * toast, and what was typed is kept (issue 28: opening Send again shows it), so only a success resets. A
 * wallet that never answers can be left with cancel() (the preview offers it while the wallet is asked); its
 * late answer is handled once: a late success still says 'Transaction started' (the transfer did go out), a
 * late failure is dropped (the person already moved on).
 */
import { formatUnits, isPorticoError, messageIn, type Kernel, type PluginScope } from '../../kernel/plugin'
import { failedMessage, missingInputMessage, SEND_FORM_MESSAGES, SEND_MESSAGES } from './messages'
import { sendContext } from './context'
import { derive } from './derive'
import { transferFee } from './fee'
import { receiverIdentity } from './identity'
import { initialSendState, SEND_PLUGIN, type SendActions, type SendState } from './state'
import { decimalsOf, heldUnits, isNative, tokenKey } from './tokens'
import { transfersOf } from './transfers'
import { checkSend } from './validation'

export const FORM_VIEW = 'WalletSend'
export const PREVIEW_VIEW = 'WalletSendPreview'

type Scope = Pick<PluginScope<SendState>, 'getState' | 'setState'>

export function createSendActions({ getState, setState }: Scope, kernel: Kernel): SendActions {
  /** The attempt the form waits for; undefined when none (or it was cancelled). */
  let pending: number | undefined
  let attempts = 0
  let gasRequests = 0

  const context = () => sendContext(kernel.store.getState())
  const transfers = transfersOf(kernel)
  const report = (error: unknown) => kernel.bus.emit('error', { error, source: SEND_PLUGIN })
  const update = (recipe: (draft: SendState) => void) =>
    setState((draft) => {
      recipe(draft)
      derive(draft, kernel)
    })
  const currentView = () => {
    const { router } = kernel.store.getState()
    return router.open ? router.history.at(-1)?.view : undefined
  }

  /** Off the form and the preview (SPEC §4): the Account view while the wallet answers, and after. */
  function toAccount(): void {
    const view = currentView()
    if (view === FORM_VIEW || view === PREVIEW_VIEW) kernel.router.reset('Account')
  }

  function succeeded(attempt: number): void {
    if (pending === attempt) pending = undefined
    kernel.toast.showToast(messageIn(SEND_MESSAGES, 'SEND_STARTED'), 'success')
    // Another attempt is waiting for the wallet: leave its form and state alone.
    if (pending !== undefined) return
    toAccount()
    actions.reset()
  }

  function failed(attempt: number, error: unknown, failedMessage: string): void {
    report(error)
    if (pending !== attempt) return
    pending = undefined
    setState((draft) => void (draft.loading = false))
    // The draft stays (SPEC §4 resets after a success; issue 28 keeps what was typed when the wallet refuses).
    kernel.toast.showToast(failedMessage, 'error')
  }

  const actions: SendActions = {
    setToken: (key) => update((draft) => void (draft.token = draft.tokenBalances.find((token) => tokenKey(token) === key) ?? draft.token)),

    setAmount: (amount) => update((draft) => void (draft.sendTokenAmount = amount)),

    setMax() {
      const state = getState()
      const { token } = state
      if (!token) return
      const { namespace, smartAccount } = context()
      const fee = transferFee(state, transfers.of(namespace))
      const held = heldUnits(token)
      // The native token also pays the fee, unless a smart account's gas is paid for it (SPEC §6).
      const max = isNative(token) && !smartAccount && fee !== undefined ? (held > fee ? held - fee : 0n) : held
      update((draft) => void (draft.sendTokenAmount = formatUnits(max, decimalsOf(token))))
    },

    setReceiver(value) {
      update((draft) => {
        draft.receiverAddress = value
        draft.receiverProfileName = undefined
        draft.receiverProfileImageUrl = undefined
      })
      const { namespace, network, address } = context()
      const rules = transfers.of(namespace)
      const typed = value.trim()
      if (!rules?.isAddress(typed) || !network) return
      receiverIdentity(kernel, rules.normalizeAddress(typed), address, network)
        .then((identity) => {
          // Only for the receiver still in the form, and only a found name.
          if (getState().receiverAddress?.trim() !== typed || !identity.name) return
          setState((draft) => {
            draft.receiverProfileName = identity.name
            draft.receiverProfileImageUrl = identity.avatar
          })
        })
        .catch(report)
    },

    async fetchGasPrice() {
      const { network, namespace, address } = context()
      if (!network || !namespace || !address) return
      const request = ++gasRequests
      update((draft) => {
        draft.gasPrice = undefined
        draft.lastRetry = undefined
        draft.gasPriceUnsupported = undefined
      })
      // Zero means unavailable (e.g. the gas-price route's SPEC §8 fallback).
      let unsupported: string | undefined
      const price = await transfers
        .resolve(namespace)
        .then((rules) => rules?.gasPrice({ network, from: address }))
        .catch((error: unknown) => {
          if (isPorticoError(error, 'GAS_PRICE_NETWORK_NOT_SUPPORTED')) unsupported = error.message
          report(error)
        })
      if (request !== gasRequests) return
      update((draft) => {
        if (price) draft.gasPrice = String(price)
        else draft.lastRetry = Date.now()
        draft.gasPriceUnsupported = unsupported
      })
    },

    async send() {
      const state = getState()
      const { namespace, network, address, smartAccount } = context()
      const rules = transfers.of(namespace)
      if (state.loading || !rules || !namespace || !network || !address || !state.token) return
      const check = checkSend(state, { transfers: rules, smartAccount })
      if (!check.ready || check.receiver === undefined || check.amount === undefined) {
        const missing = missingInputMessage(namespace)
        if (missing) kernel.toast.showToast(missing, 'error')
        return
      }
      const attempt = ++attempts
      pending = attempt
      setState((draft) => void (draft.loading = true))
      toAccount()
      kernel.toast.showToast(SEND_FORM_MESSAGES.WAITING_FOR_WALLET, 'loading', { autoClose: false })
      try {
        const gasPrice = state.gasPrice === undefined ? undefined : BigInt(state.gasPrice)
        const request = await rules.buildTransfer({ from: address, to: check.receiver, amount: check.amount, token: state.token.address, network, gasPrice })
        await kernel.connection.sendTransaction(request, namespace)
      } catch (error) {
        failed(attempt, error, failedMessage(namespace))
        return
      }
      succeeded(attempt)
    },

    cancel() {
      if (pending === undefined) return
      pending = undefined
      setState((draft) => void (draft.loading = false))
      // The wallet is no longer waited for: its 'Confirm the transfer in your wallet' goes too.
      if (kernel.store.getState().toast.variant === 'loading') kernel.toast.closeToast()
    },

    reset() {
      pending = undefined
      setState(() => {
        const fresh: SendState = { ...initialSendState }
        derive(fresh, kernel)
        return fresh
      })
    },
  }
  return actions
}
