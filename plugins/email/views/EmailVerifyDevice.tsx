/**
 * EmailVerifyDevice (SPEC §5 VERIFY_DEVICE): a new device must be approved
 * from the inbox. CONNECT_DEVICE waits for that approval (asked again while
 * the frame's wait times out); then the one-time code follows.
 */
import { useEffect, useState, type ReactElement } from 'react'
import { errorMessage, isPorticoError, CONNECTING_CSS, useStyles } from '../../../kernel/plugin'
import type { ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'

const isTimeout = (error: unknown) => isPorticoError(error, 'FRAME_TIMEOUT') || (error instanceof Error && /not approved yet/i.test(error.message))

export default function EmailVerifyDevice({ kernel, data }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const email = typeof data?.email === 'string' ? data.email : ''
  const [error, setError] = useState<string>()

  useEffect(() => {
    let live = true
    const wallet = authWallet(kernel)
    const wait = async (): Promise<void> => {
      try {
        await wallet.request('CONNECT_DEVICE')
        if (live) kernel.router.replace('EmailVerifyOtp', { email })
      } catch (failure) {
        if (!live) return
        if (isTimeout(failure)) return wait()
        setError(errorMessage(failure))
      }
    }
    void wait()
    return () => {
      live = false
    }
  }, [kernel, email])

  return (
    <div className="pt-connecting" ref={connectingStyles}>
      <p className="pt-status">Register this device to continue</p>
      <p className="pt-hint">Check your inbox to approve this device: we sent a link to {email}.</p>
      {error ? (
        <p className="pt-status" data-state="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

EmailVerifyDevice.title = 'Register device'
