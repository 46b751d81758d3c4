/**
 * SIWXSignMessage (and ConnectingSiwe for siweConfig, SPEC §2): asks the connected account to sign the
 * sign-in message; while the wallet asks, says so; a refusal shows 'Signature declined' and a failure its
 * SPEC §8 message, each with Try again and Disconnect.
 */
import type { ReactElement } from 'react'
import { Button, usePluginState, CONNECTING_CSS, useStyles, type ViewProps } from '../../../kernel/plugin'
import { SIWX_PLUGIN, type SiwxHandle, type SiwxState } from '../state'

export default function SignMessage({ kernel }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const { status, error } = usePluginState(kernel, SIWX_PLUGIN, (state: SiwxState) => ({ status: state.status, error: state.error }))
  const actions = kernel.plugin<SiwxHandle>(SIWX_PLUGIN)?.actions
  const app = kernel.config.metadata?.name ?? globalThis.location?.host ?? 'This app'
  const signing = status === 'signing'
  const failed = status === 'declined' || status === 'failed'

  return (
    <div className="pt-connecting" ref={connectingStyles}>
      <p className="pt-status" data-state={failed ? 'error' : signing ? 'waiting' : undefined} role={failed ? 'alert' : 'status'}>
        {failed ? error : signing ? 'Waiting for your signature' : `${app} needs to connect to your wallet`}
      </p>
      <p className="pt-hint">Sign this message to prove you own this wallet and proceed. Signing costs nothing and sends no transaction.</p>
      <div className="pt-actions">
        <Button variant="primary" block disabled={signing} onClick={() => void actions?.signIn()}>
          {failed ? 'Try again' : signing ? 'Signing…' : 'Sign'}
        </Button>
        <Button block onClick={() => void actions?.disconnect()}>
          Disconnect
        </Button>
      </div>
    </div>
  )
}

SignMessage.title = 'Sign in'
