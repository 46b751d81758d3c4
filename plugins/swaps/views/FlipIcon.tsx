/** The swap's flip: two opposed arrows, drawn in the icon set's style (iconProps); only this plugin uses it. */
import type { ReactElement } from 'react'
import { iconProps } from '../../../kernel/plugin'

export const FlipIcon = (): ReactElement => (
  <svg {...iconProps}>
    <path d="M5 13V3M2.5 5.5L5 3l2.5 2.5M11 3v10M8.5 10.5L11 13l2.5-2.5" />
  </svg>
)
