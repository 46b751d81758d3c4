/**
 * The lazy part of the send plugin: the form and the preview, the slice with its actions, and the setup that
 * keeps the slice in step with the account (its balances, its network, its adapter's transfer capability) and
 * resets it on disconnect (SPEC §4).
 */
import type { PluginModule } from '../../kernel/plugin'
import { createSendActions } from './actions'
import { balancesOf, derive } from './derive'
import { initialSendState, SEND_PLUGIN, type SendActions, type SendState } from './state'
import { transfersOf } from './transfers'

const feature: PluginModule<SendState, SendActions> = {
  views: {
    WalletSend: () => import('./views/WalletSend'),
    WalletSendPreview: () => import('./views/WalletSendPreview'),
  },
  slice: { initial: initialSendState, actions: createSendActions },
  setup(kernel, plugin) {
    const rederive = () => plugin.setState((draft) => derive(draft, kernel))
    rederive()
    // The active namespace's adapter is asked for its transfer capability when it becomes active; the fee is
    // derived again once it answers.
    const transfers = transfersOf(kernel)
    const report = (error: unknown) => kernel.bus.emit('error', { error, source: SEND_PLUGIN })
    const resolve = () => {
      const { activeNamespace } = kernel.store.getState()
      if (activeNamespace && transfers.of(activeNamespace) === undefined) void transfers.resolve(activeNamespace).then(rederive, report)
    }
    resolve()
    const unsubscribe = kernel.store.subscribe((state, previous) => {
      if (state.activeNamespace !== previous.activeNamespace) resolve()
      if (balancesOf(state) !== balancesOf(previous)) rederive()
    })
    // Another network prices gas differently: the form fetches it again when it shows.
    const dropGasPrice = () =>
      plugin.setState((draft) => {
        draft.gasPrice = undefined
        draft.lastRetry = undefined
        draft.gasPriceUnsupported = undefined
        draft.gasPriceInUSD = undefined
      })
    const reset = () => plugin.actions.reset()
    kernel.bus.on('network-change', dropGasPrice)
    kernel.bus.on('disconnect', reset)
    return () => {
      unsubscribe()
      kernel.bus.off('network-change', dropGasPrice)
      kernel.bus.off('disconnect', reset)
    }
  },
}

export const { views, slice, setup } = feature
