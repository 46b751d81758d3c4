/**
 * ConnectingExternal: waits while the wallet asks the user, then closes on
 * success; a rejection (4001) or a failure shows the reason and "Try again".
 */
import { useEffect, useRef, useState, type ReactElement } from 'react'
import { errorMessage } from '../../errors'
import type { Namespace, ViewProps } from '../../types'
import { WalletImage } from '../primitives/Avatar'
import { CONNECTING_CSS } from '../primitives/connectingStyles'
import { useStyles } from '../primitives/useStyles'
import { useShake } from '../shell/shake'
import { isUserRejection } from '../../wallets/errors'

/** The spinner around the wallet's image (red and still on an error). */
const RING_CSS = /* css */ `
.pt-connecting-ring { position: relative; width: 88px; height: 88px; display: grid; place-items: center; }
.pt-connecting-ring::after {
  content: ''; position: absolute; inset: 0; border-radius: calc(var(--pt-r) * 7);
  border: 2px solid transparent; border-top-color: var(--pt-accent); animation: pt-spin 900ms linear infinite;
}
.pt-connecting-ring[data-state='error']::after { animation: none; border-color: var(--pt-error); }
`

type Phase = { kind: 'connecting' } | { kind: 'rejected' } | { kind: 'failed'; message: string } | { kind: 'not-installed' }

interface ConnectingData {
  connectorId?: string
  namespace?: Namespace
  name: string
  imageUrl?: string
  notInstalled?: boolean
}

function readData(data: Record<string, unknown> | undefined): ConnectingData {
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
  return {
    connectorId: text(data?.connectorId),
    namespace: text(data?.namespace) as Namespace | undefined,
    name: text(data?.name) ?? 'Wallet',
    imageUrl: text(data?.imageUrl),
    notInstalled: data?.notInstalled === true,
  }
}

export default function ConnectingExternal({ kernel, data }: ViewProps): ReactElement {
  const wallet = readData(data)
  const [attempt, setAttempt] = useState(0)
  const [phase, setPhase] = useState<Phase>(wallet.notInstalled ? { kind: 'not-installed' } : { kind: 'connecting' })
  const shake = useShake()
  const panelStyles = useStyles<HTMLDivElement>(CONNECTING_CSS)
  const ringStyles = useStyles<HTMLDivElement>(RING_CSS)
  // One wallet request per attempt, also under React StrictMode's double effects.
  const started = useRef(-1)

  const { connectorId, namespace } = wallet
  useEffect(() => {
    if (!connectorId || !namespace || started.current === attempt) return
    started.current = attempt
    setPhase({ kind: 'connecting' })
    kernel.connection.connect({ namespace, connectorId }).then(
      () => {
        const { open, history } = kernel.store.getState().router
        // Close only this view: one the connection opened meanwhile (UnsupportedChain, SPEC §2) stays.
        if (open && history.at(-1)?.view === 'ConnectingExternal') kernel.router.close()
      },
      (error: unknown) => {
        setPhase(isUserRejection(error) ? { kind: 'rejected' } : { kind: 'failed', message: errorMessage(error) })
        shake()
      },
    )
  }, [kernel, attempt, connectorId, namespace, shake])

  const state = phase.kind === 'connecting' ? 'waiting' : 'error'
  return (
    <div className="pt-connecting" ref={panelStyles}>
      <div className="pt-connecting-ring" data-state={state} ref={ringStyles}>
        <WalletImage src={wallet.imageUrl} name={wallet.name} size="lg" loading="eager" />
      </div>
      <p className="pt-status" data-state={state} role={state === 'error' ? 'alert' : undefined}>
        {statusText(phase, wallet.name)}
      </p>
      <p className="pt-hint">{hintText(phase)}</p>
      {phase.kind === 'rejected' || phase.kind === 'failed' ? (
        <button type="button" className="pt-btn" data-variant="primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      ) : null}
    </div>
  )
}

function statusText(phase: Phase, name: string): string {
  if (phase.kind === 'connecting') return `Continue in ${name}`
  if (phase.kind === 'rejected') return 'Connection declined'
  if (phase.kind === 'not-installed') return `${name} is not installed`
  return 'Connection failed'
}

function hintText(phase: Phase): string {
  if (phase.kind === 'connecting') return 'Accept the connection request in your wallet.'
  if (phase.kind === 'rejected') return 'The request was rejected in the wallet.'
  if (phase.kind === 'not-installed') return 'Install the browser extension, or choose another wallet.'
  return phase.message
}

ConnectingExternal.title = (data?: Record<string, unknown>) => readData(data).name
