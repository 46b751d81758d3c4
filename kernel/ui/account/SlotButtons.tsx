/**
 * The Account view's button slots ('wallet-feature', e.g. Send; 'account-action',
 * e.g. the email plugin's 'Update email'): plugins declare the entries and when
 * they apply to the active account (their rule, the adapter capability they
 * need); the Account view never names them.
 */
import type { ReactElement } from 'react'
import { selectActiveAccount } from '../../store'
import type { Kernel, SlotEntry } from '../../types'
import { ArrowIcon, ChevronIcon } from '../primitives/icons'
import { ListButton } from '../primitives/ListButton'
import { slotApplies } from '../slots'
import { useKernelState } from '../../react/useKernelState'

export function SlotButtons({ kernel, entries }: { kernel: Kernel; entries: readonly SlotEntry[] }): ReactElement {
  // The ids of the entries visible now: a string list keeps the shallow-compared selection stable.
  const visibleIds = useKernelState(kernel, (state) => {
    if (!selectActiveAccount(state)) return []
    return entries.filter((entry) => slotApplies(entry, state, kernel.config)).map((entry) => entry.id)
  })
  return (
    <>
      {entries
        .filter((entry) => visibleIds.includes(entry.id))
        .map((entry) => (
          <li key={entry.id}>
            <ListButton label={entry.label} leading={<ArrowIcon />} trailing={<ChevronIcon />} onClick={() => entry.view && kernel.router.push(entry.view)} />
          </li>
        ))}
    </>
  )
}
