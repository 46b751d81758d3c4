/**
 * The lazy part of the send plugin: the form and the preview, the slice with its actions, and the setup that
 * keeps the slice in step with the account (its balances, its network) and resets it on disconnect (SPEC §4).
 */
import type { PluginModule } from '../../kernel/plugin'
import { createSendActions } from './actions'
import { balancesOf, derive } from './derive'
import { initialSendState, type SendActions, type SendState } from './state'

const feature: PluginModule<SendState, SendActions> = {
  views: {
    WalletSend: () => import('./views/WalletSend'),
    WalletSendPreview: () => import('./views/WalletSendPreview'),
  },
  slice: { initial: initialSendState, actions: createSendActions },
  setup(kernel, plugin) {
    plugin.setState((draft) => derive(draft, kernel.store.getState()))
    const unsubscribe = kernel.store.subscribe((state, previous) => {
      if (balancesOf(state) !== balancesOf(previous)) plugin.setState((draft) => derive(draft, state))
    })
    // Another network prices gas differently: the form fetches it again when it shows.
    const dropGasPrice = () =>
      plugin.setState((draft) => {
        draft.gasPrice = undefined
        draft.lastRetry = undefined
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
