/** The connected account (name or short address, balance); opens the Account view. Nothing when disconnected. */
import { useEffect, type ReactElement } from 'react'
import { displayBalance, truncateAddress } from '../../ui/format'
import { useAccount } from '../hooks/useAccount'
import { useModal } from '../hooks/useModal'
import { useModalTheme } from '../hooks/useModalTheme'
import { ensureButtonStyles } from './buttonStyles'

export function AccountButton({ balance = 'show' }: { balance?: 'show' | 'hide' }): ReactElement | null {
  const { open } = useModal()
  const { themeMode } = useModalTheme()
  const account = useAccount()
  useEffect(ensureButtonStyles, [])
  if (!account.isConnected || !account.address) return null
  const name = account.profileName ?? truncateAddress(account.address)
  return (
    <button
      type="button"
      className="portico-btn"
      data-theme={themeMode}
      aria-label={`Account ${name}`}
      title={account.address}
      onClick={() => void open({ view: 'Account' })}
    >
      <span className="portico-btn-dot" aria-hidden="true" />
      {balance === 'show' ? (
        <span className="portico-btn-muted">{displayBalance(account.balance, account.balanceSymbol)}</span>
      ) : null}
      <span>{name}</span>
    </button>
  )
}
