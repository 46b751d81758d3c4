/**
 * The Account view's entry points into the plugins: the wallet features as one row of round icon buttons
 * with their labels under them, then the account actions as small pills. A lazy part of the Account view
 * (the modal entry ships neither the concept icons nor this CSS); the view holds its place meanwhile.
 */
import type { ReactElement } from 'react'
import type { Kernel, SlotEntry } from '../../types'
import { useStyles } from '../primitives/useStyles'
import { AccountActions } from './AccountActions'
import { FeatureRow } from './FeatureRow'

const FEATURES_CSS = /* css */ `
.pt-features, .pt-chips { list-style: none; margin: 16px 0 0; padding: 0; }
.pt-features { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 8px; }
.pt-feature {
  display: grid; justify-items: center; gap: 4px; width: 100%; padding: 0; border: 0; background: none;
  font-size: calc(var(--pt-fs) * 1.2); font-weight: 500;
}
.pt-feature-icon {
  display: grid; place-items: center; width: 44px; height: 44px; border-radius: 999px; color: var(--pt-accent);
  background: color-mix(in srgb, var(--pt-accent) 14%, var(--pt-surface)); transition: background 120ms;
}
.pt-feature:hover .pt-feature-icon { background: color-mix(in srgb, var(--pt-accent) 24%, var(--pt-surface)); }
.pt-feature-icon svg { width: 20px; height: 20px; }
.pt-chips { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin-top: 12px; }
.pt-chip {
  display: inline-flex; align-items: center; gap: 4px; height: 32px; padding: 0; padding-inline: 12px 8px; border: 1px solid var(--pt-border);
  border-radius: 999px; background: var(--pt-surface); font-size: calc(var(--pt-fs) * 1.2); font-weight: 500;
}
.pt-chip svg { width: 12px; height: 12px; color: var(--pt-muted); }
`

export interface AccountFeaturesProps {
  kernel: Kernel
  features: readonly SlotEntry[]
  actions: readonly SlotEntry[]
}

export default function AccountFeatures({ kernel, features, actions }: AccountFeaturesProps): ReactElement {
  const styles = useStyles<HTMLDivElement>(FEATURES_CSS)
  return (
    <div ref={styles}>
      <FeatureRow kernel={kernel} entries={features} />
      <AccountActions kernel={kernel} entries={actions} />
    </div>
  )
}
