/**
 * ConnectingFarcaster (SPEC §2): GET_FARCASTER_URI gives the sign-in URL,
 * shown as a QR code and a link; CONNECT_FARCASTER resolves once the user
 * confirmed it on another device; then the auth connector connects.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react'
import { QrCode, errorMessage, CONNECTING_CSS, useStyles, type ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'
import { reportSocialFailure } from '../login'
import { SOCIALS_PLUGIN, type SocialsHandle } from '../state'

export default function ConnectingFarcaster({ kernel }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<string>()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    let live = true
    const wallet = authWallet(kernel)
    // SPEC §3 farcasterUrl: the socials' state holds the sign-in URL while its QR code shows.
    const setFarcasterUrl = (value: string | undefined) => kernel.plugin<SocialsHandle>(SOCIALS_PLUGIN)?.actions.setFarcasterUrl(value)
    const run = async () => {
      const { url: signInUrl } = await wallet.request('GET_FARCASTER_URI')
      if (!live) return
      setUrl(signInUrl)
      setFarcasterUrl(signInUrl)
      const { userName } = await wallet.request('CONNECT_FARCASTER')
      await wallet.finishLogin({ provider: 'farcaster', userName })
      kernel.router.close()
    }
    run().catch((failure: unknown) => live && setError(errorMessage(reportSocialFailure(kernel, failure))))
    return () => {
      live = false
      setFarcasterUrl(undefined)
    }
  }, [kernel])

  return (
    <div className="pt-connecting" ref={connectingStyles}>
      {url ? <QrCode text={url} label="Farcaster sign-in QR code" /> : null}
      <p className="pt-status" data-state={error ? 'error' : 'waiting'} role={error ? 'alert' : undefined}>
        {error ? 'Sign-in failed' : 'Scan this QR code with your phone'}
      </p>
      {error ? <p className="pt-hint">{error}</p> : null}
      {url ? (
        <a className="pt-link" href={url} target="_blank" rel="noreferrer" data-testid="farcaster-url">
          Open Farcaster sign-in
        </a>
      ) : null}
    </div>
  )
}

ConnectingFarcaster.title = 'Sign in with Farcaster'
