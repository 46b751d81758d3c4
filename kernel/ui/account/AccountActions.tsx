/**
 * The account's other entry points ('account-action' slot, e.g. 'Update email', 'Account type', 'Register
 * name') as a wrapping row of small pill buttons: reachable, without pushing the tabs below the fold.
 */
import type { ReactElement } from 'react'
import type { Kernel, SlotEntry } from '../../types'
import { ChevronIcon } from '../primitives/icons'
import { useApplyingEntries } from './useApplyingEntries'

export function AccountActions({ kernel, entries }: { kernel: Kernel; entries: readonly SlotEntry[] }): ReactElement | null {
  const shown = useApplyingEntries(kernel, entries)
  if (shown.length === 0) return null
  return (
    <ul className="pt-chips" aria-label="Account actions">
      {shown.map((entry) => (
        <li key={entry.id}>
          <button type="button" className="pt-chip" onClick={() => entry.view && kernel.router.push(entry.view)}>
            {entry.label}
            <ChevronIcon />
          </button>
        </li>
      ))}
    </ul>
  )
}
