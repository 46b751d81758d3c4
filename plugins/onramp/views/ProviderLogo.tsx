/** The on-ramp providers' marks, drawn here (only this plugin shows them): Coinbase's blue C, Meld's M. */
import type { ReactElement } from 'react'
import type { OnrampProvider } from '../constants'

export function ProviderLogo({ provider }: { provider: OnrampProvider }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      {provider === 'coinbase' ? (
        <>
          <circle cx="12" cy="12" r="12" fill="#0052ff" />
          <path d="M12 17a5 5 0 1 1 4.9-6h-3.1a2 2 0 1 0 0 2h3.1A5 5 0 0 1 12 17z" fill="#fff" />
        </>
      ) : (
        <>
          <rect x="0.5" y="0.5" width="23" height="23" rx="7" fill="#111827" stroke="#fff" strokeOpacity="0.25" />
          <path d="M6.5 16.5v-9l5.5 6 5.5-6v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
    </svg>
  )
}
