/**
 * "Connect Wallet" while disconnected; the account button once connected. One
 * <button> element in both states, so a keyboard user who connected (or
 * disconnected) through it finds focus back on it when the modal closes.
 */
import { useEffect, useRef, type ReactElement } from 'react'
import { useAccount } from '../hooks/useAccount'
import { useModal } from '../hooks/useModal'
import { useAccountButtonProps } from './AccountButton'
import { ensureButtonStyles } from './buttonStyles'
import { noteOpener, useFocusHandoff } from './focusHandoff'
import { openFromButton, usePreloadOnIntent } from './preloadOnIntent'

export interface ConnectButtonProps {
  label?: string
  loadingLabel?: string
}

export function ConnectButton({ label = 'Connect Wallet', loadingLabel = 'Connecting…' }: ConnectButtonProps): ReactElement {
  const { open, isOpen } = useModal()
  const { status } = useAccount()
  const accountProps = useAccountButtonProps('show')
  const ref = useRef<HTMLButtonElement>(null)
  const intent = usePreloadOnIntent()
  useEffect(ensureButtonStyles, [])
  useFocusHandoff(ref, isOpen, true)
  const busy = status === 'connecting' || status === 'reconnecting'
  const props = accountProps ?? {
    'data-variant': 'primary',
    disabled: busy,
    'aria-busy': busy,
    onClick: (event: { currentTarget: HTMLButtonElement }) => {
      noteOpener(event.currentTarget)
      openFromButton(open, { view: 'Connect' })
    },
    children: busy ? loadingLabel : label,
  }
  return <button ref={ref} type="button" className="portico-btn" {...intent} {...props} />
}
