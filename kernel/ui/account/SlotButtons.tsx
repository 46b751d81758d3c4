/**
 * The 'account-action' slot of the Account view (e.g. the email plugin's
 * 'Update email'): plugins declare the entries and when they apply to the
 * active account; the Account view never names them.
 */
import type { ReactElement } from 'react'
import { selectActiveAccount } from '../../store'
import type { Kernel, SlotEntry } from '../../types'
import { ArrowIcon, ChevronIcon } from '../primitives/icons'
import { ListButton } from '../primitives/ListButton'
import { useKernelState } from '../useKernelState'

export function AccountActions({ kernel, actions }: { kernel: Kernel; actions: readonly SlotEntry[] }): ReactElement {
  // The ids of the actions visible now: a string list keeps the shallow-compared selection stable.
  const visibleIds = useKernelState(kernel, (state) => {
    if (!selectActiveAccount(state)) return []
    return actions.filter((action) => action.visible?.(state) ?? true).map((action) => action.id)
  })
  return (
    <>
      {actions
        .filter((action) => visibleIds.includes(action.id))
        .map((action) => (
          <li key={action.id}>
            <ListButton label={action.label} leading={<ArrowIcon />} trailing={<ChevronIcon />} onClick={() => action.view && kernel.router.push(action.view)} />
          </li>
        ))}
    </>
  )
}
