/** The connected account (name or short address, balance); opens the Account view. Nothing when disconnected. */
import { useEffect, useRef, type ButtonHTMLAttributes, type ReactElement } from 'react'
import { displayBalance, truncateAddress } from '../../ui/format'
import { useAccount } from '../hooks/useAccount'
import { useModal } from '../hooks/useModal'
import { useModalTheme } from '../hooks/useModalTheme'
import { ensureButtonStyles } from './buttonStyles'
import { noteOpener, useFocusHandoff } from './focusHandoff'
import { openFromButton, usePreloadOnIntent } from './preloadOnIntent'

export type BalanceDisplay = 'show' | 'hide'
type AccountButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-theme': string }

/**
 * The account button's attributes and content, or undefined while
 * disconnected. ConnectButton renders them on its own <button> element, so
 * connecting changes that element's content and focus stays on it.
 */
export function useAccountButtonProps(balance: BalanceDisplay): AccountButtonProps | undefined {
  const { open } = useModal()
  const { resolvedTheme } = useModalTheme()
  const account = useAccount()
  if (!account.isConnected || !account.address) return undefined
  const name = account.profileName ?? truncateAddress(account.address)
  const shownBalance = balance === 'show' && !account.balanceUnavailable ? displayBalance(account.balance, account.balanceSymbol) : undefined
  return {
    'data-theme': resolvedTheme,
    // The accessible name holds the visible text (WCAG 2.5.3 label in name).
    'aria-label': ['Account', shownBalance, name].filter(Boolean).join(' '),
    title: account.address,
    onClick: (event) => {
      noteOpener(event.currentTarget)
      openFromButton(open, { view: 'Account' })
    },
    children: (
      <>
        <span className="portico-btn-dot" aria-hidden="true" />
        {/* The space keeps "balance name" apart in the text (flex ignores it in layout). */}
        {shownBalance === undefined ? null : <span className="portico-btn-muted">{shownBalance}</span>}{' '}
        <span className="portico-btn-name">{name}</span>
      </>
    ),
  }
}

export function AccountButton({ balance = 'show' }: { balance?: BalanceDisplay }): ReactElement | null {
  const { isOpen } = useModal()
  const props = useAccountButtonProps(balance)
  const ref = useRef<HTMLButtonElement>(null)
  const intent = usePreloadOnIntent()
  useEffect(ensureButtonStyles, [])
  useFocusHandoff(ref, isOpen, props !== undefined)
  return props ? <button ref={ref} type="button" className="portico-btn" {...intent} {...props} /> : null
}
