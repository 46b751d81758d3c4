/**
 * The small line drawings of empty lists (48 px, the icon set's round stroke in the muted text colour), drawn
 * as SVG elements. `emptyArt` draws one from its path: a plugin's own drawing uses it too.
 */
import type { ReactElement } from 'react'

export const emptyArt = (d: string): ReactElement => (
  <svg width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={d} />
  </svg>
)

