/**
 * ConnectingSocial: GET_SOCIAL_REDIRECT_URI, then the provider's page. A popup
 * provider's popup goes there, the stand-in (or provider) returns it to this
 * app's address with a result, CONNECT_SOCIAL {uri}, then the auth connector
 * connects. Telegram's page takes the whole tab (SPEC §2), as every provider's
 * does inside Telegram's in-app browser: the provider is remembered and the
 * return connects when the page loads again (page-login.ts).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react'
import { errorIn, errorMessage, CONNECTING_CSS, useStyles } from '../../../kernel/plugin'
import type { ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'
import { connectWithResult, reportSocialFailure } from '../login'
import { SOCIALS_MESSAGES } from '../messages'
import { startPageLogin } from '../page-login'
import { waitForPopupResult } from '../popup'
import { socialsOf } from '../state'
import { isRedirectProvider, opensPopup, PROVIDER_LABELS } from '../providers'

type Phase = { kind: 'waiting' } | { kind: 'failed'; message: string }

export default function ConnectingSocial({ kernel, data }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const provider = typeof data?.provider === 'string' && isRedirectProvider(data.provider) ? data.provider : undefined
  // Decided once, as the click that opened (or did not open) the popup decided it.
  const [inPopup] = useState(() => provider !== undefined && opensPopup(provider))
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' })
  const started = useRef(false)

  useEffect(() => {
    const popups = socialsOf(kernel)?.popups
    const popup = inPopup ? popups?.current() : undefined
    if (!provider || started.current) return
    started.current = true
    const abort = new AbortController()
    const run = async () => {
      if (!inPopup) return startPageLogin(kernel, provider, { signal: abort.signal })
      if (!popup || !popups) throw errorIn(SOCIALS_MESSAGES, 'SOCIAL_POPUP_BLOCKED')
      const redirectUri = `${location.origin}${location.pathname}`
      const { uri } = await authWallet(kernel).request('GET_SOCIAL_REDIRECT_URI', { provider, redirectUri })
      popup.location.href = uri
      const result = await waitForPopupResult(popup, popups, abort.signal)
      await connectWithResult(kernel, provider, result)
      kernel.router.close()
    }
    run().catch((error: unknown) => {
      popup?.close()
      if (!abort.signal.aborted) setPhase({ kind: 'failed', message: errorMessage(reportSocialFailure(kernel, error)) })
    })
    return () => abort.abort()
  }, [kernel, provider, inPopup])

  const name = provider ? PROVIDER_LABELS[provider] : 'the provider'
  return (
    <div className="pt-connecting" ref={connectingStyles}>
      <p className="pt-status" data-state={phase.kind === 'failed' ? 'error' : 'waiting'} role={phase.kind === 'failed' ? 'alert' : undefined}>
        {phase.kind === 'failed' ? 'Sign-in failed' : inPopup ? `Continue with ${name} in the new window` : `Taking you to ${name}`}
      </p>
      <p className="pt-hint">
        {phase.kind === 'failed'
          ? phase.message
          : inPopup
            ? 'Finish signing in there; this window updates on its own.'
            : 'Sign in on its page; it brings you back here, connected.'}
      </p>
    </div>
  )
}

ConnectingSocial.title = (data?: Record<string, unknown>) =>
  typeof data?.provider === 'string' && isRedirectProvider(data.provider) ? `Sign in with ${PROVIDER_LABELS[data.provider]}` : 'Social login'
