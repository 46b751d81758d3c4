/**
 * The kernel's toast and snackbar, announced politely (role=status). Two
 * regions exist: one inside the dialog (the top layer while it is open) and
 * one in the page for when it is closed; only the active one has content.
 */
import type { ReactElement } from 'react'
import type { Kernel } from '../../types'
import { useKernelState } from '../../react/useKernelState'

export function LiveRegion({ kernel, active, inside }: { kernel: Kernel; active: boolean; inside: boolean }): ReactElement {
  const toast = useKernelState(kernel, (state) => state.toast)
  const snackbar = useKernelState(kernel, (state) => state.snackbar)
  return (
    <div className={inside ? 'pt-live pt-live-inside' : 'pt-live'} role="status" aria-live="polite">
      {active && toast.open && toast.message ? (
        <div className="pt-toast" data-variant={toast.variant}>
          <span className="pt-toast-dot" aria-hidden="true" />
          <span>{toast.message}</span>
        </div>
      ) : null}
      {active && snackbar.open && snackbar.message ? (
        <div className="pt-toast" data-variant={snackbar.variant}>
          <span className="pt-toast-dot" aria-hidden="true" />
          <span>{snackbar.message}</span>
        </div>
      ) : null}
    </div>
  )
}
