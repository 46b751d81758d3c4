/** "Connect Wallet" while disconnected; the account button once connected. */
import { useEffect, type ReactElement } from 'react'
import { useAccount } from '../hooks/useAccount'
import { useModal } from '../hooks/useModal'
import { AccountButton } from './AccountButton'
import { ensureButtonStyles } from './buttonStyles'

export interface ConnectButtonProps {
  label?: string
  loadingLabel?: string
}

export function ConnectButton({ label = 'Connect Wallet', loadingLabel = 'Connecting…' }: ConnectButtonProps): ReactElement {
  const { open } = useModal()
  const { status, isConnected } = useAccount()
  useEffect(ensureButtonStyles, [])
  if (isConnected) return <AccountButton />
  const busy = status === 'connecting' || status === 'reconnecting'
  return (
    <button type="button" className="portico-btn" data-variant="primary" disabled={busy} aria-busy={busy} onClick={() => void open({ view: 'Connect' })}>
      {busy ? loadingLabel : label}
    </button>
  )
}
