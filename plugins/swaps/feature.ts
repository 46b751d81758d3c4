/**
 * The lazy part of the swaps plugin: the swap form and the token picker, the slice with the flow's actions,
 * and the setup that keeps the slice in step with the account (its balances) and resets it on another
 * network or a disconnect.
 */
import { selectActiveAccount, type KernelState, type PluginModule } from '../../kernel/plugin'
import { createSwapActions } from './actions'
import { initialSwapState, type SwapActions, type SwapState } from './state'

const balancesOf = (state: KernelState) => selectActiveAccount(state)?.tokenBalance

const feature: PluginModule<SwapState, SwapActions> = {
  views: {
    Swap: () => import('./views/Swap'),
    SwapSelectToken: () => import('./views/SwapSelectToken'),
  },
  slice: { initial: initialSwapState, actions: createSwapActions },
  setup(kernel, plugin) {
    const unsubscribe = kernel.store.subscribe((state, previous) => {
      if (balancesOf(state) !== balancesOf(previous)) plugin.actions.syncBalances()
    })
    const reset = () => plugin.actions.reset()
    kernel.bus.on('network-change', reset)
    kernel.bus.on('disconnect', reset)
    return () => {
      unsubscribe()
      kernel.bus.off('network-change', reset)
      kernel.bus.off('disconnect', reset)
    }
  },
}

export const { views, slice, setup } = feature
