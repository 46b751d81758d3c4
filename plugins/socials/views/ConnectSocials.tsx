/**
 * ConnectSocials: the configured providers, in order. A popup provider opens
 * its window right in the click (popup blockers allow only that), then
 * ConnectingSocial drives it; Telegram's ConnectingSocial (every provider's,
 * inside Telegram's in-app browser) takes the whole tab to its sign-in page
 * (SPEC §2); Farcaster has its own QR view.
 */
import type { ReactElement } from 'react'
import { ListButton, type ViewProps } from '../../../kernel/plugin'
import { socialsOf } from '../state'
import { isRedirectProvider, opensPopup, PROVIDER_LABELS } from '../providers'

export default function ConnectSocials({ kernel }: ViewProps): ReactElement {
  const socials = socialsOf(kernel)
  const providers = socials?.providers ?? []
  const choose = (provider: string) => {
    if (provider === 'farcaster') return kernel.router.push('ConnectingFarcaster')
    if (!isRedirectProvider(provider)) return
    if (opensPopup(provider)) socials?.popups.open()
    kernel.router.push('ConnectingSocial', { provider })
  }
  return (
    <ul className="pt-list" aria-label="Social logins">
      {providers.map((provider) => (
        <li key={provider}>
          <ListButton label={PROVIDER_LABELS[provider]} onClick={() => choose(provider)} />
        </li>
      ))}
    </ul>
  )
}

ConnectSocials.title = 'Social login'
