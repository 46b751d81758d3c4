/**
 * The lazy part of the history plugin: the Activity view, the transaction store, and what keeps the store
 * true to the account: a send refreshes it, an on-ramp purchase ending fetches the purchases (and the list,
 * which the credit joins), a disconnect or another account or network empties it.
 */
import { selectActiveAccount, selectActiveNetwork, type KernelState, type PluginModule } from '../../kernel/plugin'
import { createHistoryActions } from './actions'
import { initialHistoryState, type HistoryActions, type HistoryState } from './state'

/** What the list belongs to: the active namespace's account on its active network. */
const listOwner = (state: KernelState) => `${selectActiveAccount(state)?.caipAddress ?? ''} ${selectActiveNetwork(state)?.caipNetworkId ?? ''}`

const feature: PluginModule<HistoryState, HistoryActions> = {
  views: { Activity: () => import('./views/Activity') },
  slice: { initial: initialHistoryState(), actions: createHistoryActions },
  setup(kernel, plugin) {
    const { actions } = plugin
    // A send through the kernel (kernel.connection.sendTransaction) lands in the history: fetch the first page again.
    const onTransaction = ({ namespace }: { namespace: string }) => {
      if (namespace === kernel.store.getState().activeNamespace && plugin.getState().lastNetworkInView) void actions.refresh().catch(() => undefined)
    }
    // The on-ramp's window closed (bus 'purchase'): the coinbase purchases, never cached (SPEC §7), for Activity.
    const onPurchase = ({ namespace, address, provider }: { namespace: string; address: string; provider: string }) => {
      const state = kernel.store.getState()
      if (provider !== 'coinbase' || namespace !== state.activeNamespace || address !== selectActiveAccount(state)?.address) return
      void actions.fetchTransactions(address, provider).catch(() => undefined)
      onTransaction({ namespace })
    }
    const onDisconnect = () => actions.clear()
    let owner = listOwner(kernel.store.getState())
    const unsubscribe = kernel.store.subscribe((state) => {
      const next = listOwner(state)
      if (next === owner) return
      owner = next
      actions.clear()
    })
    kernel.bus.on('transaction', onTransaction)
    kernel.bus.on('purchase', onPurchase)
    kernel.bus.on('disconnect', onDisconnect)
    return () => {
      unsubscribe()
      kernel.bus.off('transaction', onTransaction)
      kernel.bus.off('purchase', onPurchase)
      kernel.bus.off('disconnect', onDisconnect)
    }
  },
}

export const { views, slice, setup } = feature
