/**
 * ConnectSocials: the configured providers. A popup provider opens its window
 * right in the click (popup blockers allow only that), then ConnectingSocial
 * drives it; Farcaster has its own QR view.
 */
import type { ReactElement } from 'react'
import { ListButton, type ViewProps } from '../../../kernel/plugin'
import { socialsOf } from '../state'
import { isPopupProvider, PROVIDER_LABELS } from '../providers'

export default function ConnectSocials({ kernel }: ViewProps): ReactElement {
  // Telegram logins return by full-page redirect, handled when the page loads.
  const socials = socialsOf(kernel)
  const providers = (socials?.providers ?? []).filter((provider) => provider !== 'telegram')
  const choose = (provider: string) => {
    if (provider === 'farcaster') return kernel.router.push('ConnectingFarcaster')
    if (!isPopupProvider(provider)) return
    socials?.popups.open()
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
