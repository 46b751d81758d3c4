/** A plugin view's read of a plugin slice (`state.plugins[name]`), narrowed by a selector. */
import type { Kernel } from '../types'
import { useKernelState } from '../react/useKernelState'

export function usePluginState<S, T>(kernel: Pick<Kernel, 'store'>, name: string, selector: (slice: S) => T): T {
  return useKernelState(kernel, (state) => selector(state.plugins[name] as S))
}
