import { selectActiveAccount } from '../../store'
import type { Kernel, SlotEntry } from '../../types'
import { slotApplies } from '../slots'
import { useKernelState } from '../../react/useKernelState'

/**
 * The entries of an Account view slot that apply to the active account now (their rule, the adapter
 * capability they need): plugins declare them; the Account view never names them.
 */
export function useApplyingEntries(kernel: Kernel, entries: readonly SlotEntry[]): SlotEntry[] {
  // The ids of the entries visible now: a string list keeps the shallow-compared selection stable.
  const visibleIds = useKernelState(kernel, (state) => {
    if (!selectActiveAccount(state)) return []
    return entries.filter((entry) => slotApplies(entry, state, kernel.config)).map((entry) => entry.id)
  })
  return entries.filter((entry) => visibleIds.includes(entry.id))
}
