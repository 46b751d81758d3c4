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
  const shownBalance = balance === 'show' ? displayBalance(account.balance, account.balanceSymbol) : undefined
  return (
    <button
      type="button"
      className="portico-btn"
      data-theme={themeMode}
      // The accessible name holds the visible text (WCAG 2.5.3 label in name).
      aria-label={['Account', shownBalance, name].filter(Boolean).join(' ')}
      title={account.address}
      onClick={() => void open({ view: 'Account' })}
    >
      <span className="portico-btn-dot" aria-hidden="true" />
      {/* The space keeps "balance name" apart in the text (flex ignores it in layout). */}
      {shownBalance === undefined ? null : <span className="portico-btn-muted">{shownBalance}</span>}{' '}
      <span>{name}</span>
    </button>
  )
}
