/** Icons as React SVG elements: no HTML strings, nothing parsed at runtime. */
import type { ReactElement } from 'react'

/** The set's one drawing style (16 px grid, a 1.6 stroke in the text colour): a plugin's own icon spreads it too. */
export const iconProps = {
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export const CloseIcon = (): ReactElement => (
  <svg {...iconProps}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </svg>
)

export const BackIcon = (): ReactElement => (
  <svg {...iconProps}>
    <path d="M10 3L5 8l5 5" />
  </svg>
)

export const CopyIcon = (): ReactElement => (
  <svg {...iconProps}>
    <rect x="5" y="5" width="8" height="8" rx="2" />
    <path d="M3 10.5V4.5A1.5 1.5 0 0 1 4.5 3h6" />
  </svg>
)

export const ExternalIcon = (): ReactElement => (
  <svg {...iconProps}>
    <path d="M9 3h4v4M13 3L7.5 8.5M11 9.5V13H3V5h3.5" />
  </svg>
)

export const ChevronIcon = (): ReactElement => (
  <svg {...iconProps}>
    <path d="M6 3l5 5-5 5" />
  </svg>
)

export const GridIcon = (): ReactElement => (
  <svg {...iconProps}>
    <rect x="2.5" y="2.5" width="4.5" height="4.5" rx="1.2" />
    <rect x="9" y="2.5" width="4.5" height="4.5" rx="1.2" />
    <rect x="2.5" y="9" width="4.5" height="4.5" rx="1.2" />
    <rect x="9" y="9" width="4.5" height="4.5" rx="1.2" />
  </svg>
)

export const HelpIcon = (): ReactElement => (
  <svg {...iconProps}>
    <circle cx="8" cy="8" r="6.2" />
    <path d="M6.2 6.2a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.2M8 11.3v.1" />
  </svg>
)

export const ArrowIcon = (): ReactElement => (
  <svg {...iconProps}>
    <path d="M3 8h10M9 4l4 4-4 4" />
  </svg>
)

export const GlobeIcon = (): ReactElement => (
  <svg {...iconProps}>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M2.5 8h11M8 2.5c1.6 1.7 1.6 9.3 0 11M8 2.5c-1.6 1.7-1.6 9.3 0 11" />
  </svg>
)
