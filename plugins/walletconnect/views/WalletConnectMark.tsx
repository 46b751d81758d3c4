/** WalletConnect's brand mark (its blue bridge), an SVG React element: no image URL, CSP-safe. */
import type { ReactElement } from 'react'

export default function WalletConnectMark(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="#3396FF" aria-hidden="true" focusable="false">
      <path d="M4.91 7.52a10.2 10.2 0 0 1 14.18 0l.47.46a.48.48 0 0 1 0 .7l-1.61 1.57a.25.25 0 0 1-.36 0l-.65-.63a7.1 7.1 0 0 0-9.88 0l-.7.68a.26.26 0 0 1-.35 0L4.4 8.72a.48.48 0 0 1 0-.7zm17.51 3.26 1.43 1.4a.48.48 0 0 1 0 .7l-6.47 6.33a.51.51 0 0 1-.7 0l-4.6-4.5a.13.13 0 0 0-.17 0l-4.59 4.5a.51.51 0 0 1-.71 0L.15 12.88a.48.48 0 0 1 0-.7l1.43-1.4a.51.51 0 0 1 .71 0l4.59 4.5c.05.04.13.04.18 0l4.59-4.5a.51.51 0 0 1 .7 0l4.6 4.5c.05.04.13.04.17 0l4.59-4.5a.51.51 0 0 1 .71 0z" />
    </svg>
  )
}
