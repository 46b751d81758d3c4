/**
 * What is a wallet? (issue 29 onboarding): three short points, each with its own small illustration, for a
 * visitor without a wallet; the header's "?" on Connect opens it, and it leads on to Get a wallet.
 */
import type { ReactElement, ReactNode } from 'react'
import type { ViewProps } from '../../types'
import { Button } from '../primitives/Button'
import { iconProps } from '../primitives/icons'
import { useStyles } from '../primitives/useStyles'
import { ONBOARDING_CSS } from '../onboarding/styles'
import { GET_A_WALLET_VIEW } from './Connect'

/** Illustrations on a 24 px grid, drawn in the icon set's style and the accent colour. */
const art = (children: ReactNode): ReactElement => (
  <svg {...iconProps} viewBox="0 0 24 24" strokeWidth={1.2}>
    <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" fillOpacity="0.12" stroke="none" />
    {children}
  </svg>
)

const POINTS: readonly { title: string; text: string; art: ReactElement }[] = [
  {
    title: 'A home for your digital assets',
    text: 'A wallet holds your tokens and collectibles, and lets you send and receive them.',
    art: art(
      <>
        <rect x="5" y="7" width="14" height="11" rx="2.5" />
        <path d="M15 12.5h4M7 7l7-2.5 1 2.5" />
      </>,
    ),
  },
  {
    title: 'A new way to log in',
    text: 'Instead of a new account and password on every site, you connect your wallet.',
    art: art(
      <>
        <circle cx="9" cy="12" r="3.5" />
        <path d="M12.5 12H19M16.5 12v2.5M19 12v2" />
      </>,
    ),
  },
  {
    title: 'Yours alone',
    text: 'Only you hold the keys: nothing moves without your approval in the wallet.',
    art: art(
      <>
        <rect x="7" y="11" width="10" height="7.5" rx="2" />
        <path d="M9.5 11V9a2.5 2.5 0 0 1 5 0v2M12 14v1.5" />
      </>,
    ),
  },
]

export default function WhatIsAWallet({ kernel }: ViewProps): ReactElement {
  const ref = useStyles<HTMLUListElement>(ONBOARDING_CSS)
  return (
    <>
      <ul className="pt-points" ref={ref}>
        {POINTS.map((point) => (
          <li key={point.title}>
            {point.art}
            <div>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button variant="primary" block onClick={() => kernel.router.push(GET_A_WALLET_VIEW)}>
        Get a wallet
      </Button>
    </>
  )
}

WhatIsAWallet.title = 'What is a wallet?'
