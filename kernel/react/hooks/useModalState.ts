/** Narrow subscriptions to the modal's state: a selector, compared shallowly. */
import type { KernelState } from '../../types'
import { useKernelState } from '../useKernelState'
import { useModalInstance } from '../context'

export function useModalState<T>(selector: (state: KernelState) => T): T {
  return useKernelState(useModalInstance().kernel, selector)
}
