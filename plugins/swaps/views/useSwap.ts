/** What both swap views read: the slice, the kernel context it applies to, and the actions. */
import { useKernelState, usePluginState, type Kernel } from '../../../kernel/plugin'
import { swapContext, type SwapContext } from '../context'
import { SWAPS_PLUGIN, swapActionsOf, type SwapActions, type SwapState } from '../state'

export interface SwapView {
  state: SwapState
  context: SwapContext
  actions: SwapActions | undefined
}

export function useSwap(kernel: Kernel): SwapView {
  const state = usePluginState(kernel, SWAPS_PLUGIN, (slice: SwapState) => slice)
  const context = useKernelState(kernel, swapContext)
  return { state, context, actions: swapActionsOf(kernel) }
}

