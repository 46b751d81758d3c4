/**
 * The wallet features' concept icons (issue 29: one icon per concept): an entry of the 'wallet-feature' slot
 * names its concept (`icon`), so the Account view draws it without naming the plugin that brought it.
 */
import type { ReactElement } from 'react'
import type { FeatureIcon } from '../../types'
import { ArrowIcon, iconProps } from '../primitives/icons'

const PATHS: Record<FeatureIcon, string> = {
  // A card: buying with a payment method.
  buy: 'M2.5 4.5h11v7h-11zM2.5 7h11M5 9.5h2',
  // Two opposed arrows.
  swap: 'M3 5.5h9.5M10 3l2.5 2.5L10 8M13 10.5H3.5M6 8l-2.5 2.5L6 13',
  // Out of the account (up-right), into it (down-left).
  send: 'M4.5 11.5l7-7M6 4.5h5.5V10',
  receive: 'M11.5 4.5l-7 7M4.5 6v5.5H10',
}

export function FeatureIconOf({ icon }: { icon?: FeatureIcon }): ReactElement {
  return icon ? (
    <svg {...iconProps}>
      <path d={PATHS[icon]} />
    </svg>
  ) : (
    <ArrowIcon />
  )
}
