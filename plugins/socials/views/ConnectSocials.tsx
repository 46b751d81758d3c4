/**
 * ConnectSocials: the configured providers, in order, each with its brand mark. A popup provider opens
 * its window right in the click (popup blockers allow only that), then ConnectingSocial drives it;
 * Telegram's ConnectingSocial (every provider's, inside Telegram's in-app browser) takes the whole tab to
 * its sign-in page (SPEC §2); Farcaster has its own QR view.
 * With data `inline` it is Connect's part (the slot entry's `inline`): "Continue with <first provider>",
 * then a row of brand buttons for the rest; past four, three of them and a "more" button that opens this
 * view whole.
 */
import type { ReactElement } from 'react'
import { ListButton, useStyles, type ViewProps } from '../../../kernel/plugin'
import { socialsOf } from '../state'
import { isRedirectProvider, opensPopup, PROVIDER_LABELS, type SocialProvider } from '../providers'
import { SOCIAL_MARKS } from './marks'

/** The brand buttons one row holds. */
const ROW = 4

// The inline part's own rules: two 56 px rows (the placeholder Connect holds while this loads).
const INLINE_CSS = /* css */ `
.pt-socials { display: grid; gap: 8px; }
.pt-socials .pt-list-item { justify-content: center; gap: 8px; padding: 8px 16px; }
.pt-socials .pt-list-item .pt-label { flex: none; }
.pt-socials-row { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 8px; }
.pt-socials-row .pt-list-item { padding: 0; }
.pt-socials svg { flex: none; width: 20px; height: 20px; }
.pt-mono { color: var(--pt-text); }
`

export default function ConnectSocials({ kernel, data }: ViewProps): ReactElement {
  const ref = useStyles<HTMLElement>(INLINE_CSS)
  const socials = socialsOf(kernel)
  const providers = socials?.providers ?? []
  const choose = (provider: string) => {
    if (provider === 'farcaster') return kernel.router.push('ConnectingFarcaster')
    if (!isRedirectProvider(provider)) return
    if (opensPopup(provider)) socials?.popups.open()
    kernel.router.push('ConnectingSocial', { provider })
  }
  const label = (provider: SocialProvider) => `Continue with ${PROVIDER_LABELS[provider]}`

  if (data?.inline) {
    const [first, ...rest] = providers
    const overflow = rest.length > ROW
    return (
      <div className="pt-socials" ref={ref}>
        {first ? (
          <button type="button" className="pt-list-item" onClick={() => choose(first)}>
            {SOCIAL_MARKS[first]}
            <span className="pt-label">{label(first)}</span>
          </button>
        ) : null}
        {rest.length ? (
          <div className="pt-socials-row">
            {(overflow ? rest.slice(0, ROW - 1) : rest).map((provider) => (
              <button key={provider} type="button" className="pt-list-item" aria-label={label(provider)} title={PROVIDER_LABELS[provider]} onClick={() => choose(provider)}>
                {SOCIAL_MARKS[provider]}
              </button>
            ))}
            {overflow ? (
              <button type="button" className="pt-list-item" aria-label="More social logins" title="More" onClick={() => kernel.router.push('ConnectSocials')}>
                <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                  <circle cx="5" cy="12" r="2" />
                  <circle cx="12" cy="12" r="2" />
                  <circle cx="19" cy="12" r="2" />
                </svg>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    )
  }
  return (
    <ul className="pt-list" aria-label="Social logins" ref={ref}>
      {providers.map((provider) => (
        <li key={provider}>
          <ListButton
            label={PROVIDER_LABELS[provider]}
            leading={SOCIAL_MARKS[provider]}
            onClick={() => choose(provider)}
          />
        </li>
      ))}
    </ul>
  )
}

ConnectSocials.title = 'Social login'
