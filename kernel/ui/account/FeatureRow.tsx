/**
 * The wallet features ('wallet-feature' slot: Buy, Swap, Receive, Send in SPEC §1's order, or the app's
 * `walletFeaturesOrder`) as one row of round icon buttons, each with its label under it.
 */
import type { ReactElement } from 'react'
import type { Kernel, SlotEntry } from '../../types'
import { FeatureIconOf } from './featureIcons'
import { useApplyingEntries } from './useApplyingEntries'

export function FeatureRow({ kernel, entries }: { kernel: Kernel; entries: readonly SlotEntry[] }): ReactElement | null {
  const shown = useApplyingEntries(kernel, entries)
  if (shown.length === 0) return null
  return (
    <ul className="pt-features" aria-label="Wallet features">
      {shown.map((entry) => (
        <li key={entry.id}>
          <button type="button" className="pt-feature" onClick={() => entry.view && kernel.router.push(entry.view)}>
            <span className="pt-feature-icon">
              <FeatureIconOf icon={entry.icon} />
            </span>
            {entry.label}
          </button>
        </li>
      ))}
    </ul>
  )
}
