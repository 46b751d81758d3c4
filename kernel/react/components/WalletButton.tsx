/**
 * <WalletButton wallet="…">: connects one named wallet directly, without the modal. Unstyled (the app's
 * classes apply); disabled (aria-disabled, so focus stays on it) while the wallet asks; a failure is
 * announced in an alert the button is described by, and clicking again retries. `children` may be a
 * function of the connect mutation, for an app that shows its states itself.
 */
import { useId, type ButtonHTMLAttributes, type ReactElement, type ReactNode } from 'react'
import { errorIn, errorMessage, REACT_MESSAGES } from '../../errors'
import { safeImageUrl } from '../../safe-url'
import type { ConnectResult, Namespace } from '../../types'
import { connectorNamed } from '../../wallets/walletList'
import { useModalInstance } from '../context'
import { connectWallet } from '../hooks/useConnect'
import { useModalState } from '../hooks/useModalState'
import { useRuntime } from '../hooks/useRuntime'
import { useMutation, type Mutation } from '../mutation'

export interface WalletButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick' | 'onError' | 'type'> {
  /** The wallet: its connector id, rdns, registry id or name (case aside), e.g. "io.metamask". */
  wallet: string
  /** Default: the active namespace when the wallet serves it, else the first one it serves. */
  namespace?: Namespace
  /** Default: the wallet's icon and name. */
  children?: ReactNode | ((connect: Mutation<void, ConnectResult>) => ReactNode)
  onConnect?(result: ConnectResult): void
  onError?(error: Error): void
}

export function WalletButton({ wallet, namespace, children, onConnect, onError, ...buttonProps }: WalletButtonProps): ReactElement {
  const modal = useModalInstance()
  // Its connectors are listed once the runtime has loaded (never the modal UI).
  useRuntime(modal)
  const connector = useModalState((state) => connectorNamed(state.connectors, wallet, namespace, state.activeNamespace))
  const connect = useMutation<void, ConnectResult>(async () => {
    await modal.ready()
    const state = modal.getState()
    const target = connectorNamed(state.connectors, wallet, namespace, state.activeNamespace)
    if (!target) throw errorIn(REACT_MESSAGES, 'WALLET_NOT_INSTALLED', wallet)
    return connectWallet(modal, { connectorId: target.id, namespace: target.chain })
  })
  const errorId = useId()
  const pending = connect.status === 'pending'
  const name = connector?.name ?? wallet
  const icon = safeImageUrl(connector?.imageUrl)
  const content =
    typeof children === 'function' ? children(connect) : (children ?? (
      <>
        {icon ? <img src={icon} alt="" width={24} height={24} /> : null}
        {name}
      </>
    ))
  return (
    <>
      <button
        type="button"
        {...buttonProps}
        data-status={connect.status}
        aria-disabled={pending || buttonProps['aria-disabled'] || undefined}
        aria-busy={pending || undefined}
        aria-describedby={connect.error ? errorId : buttonProps['aria-describedby']}
        onClick={() => {
          if (pending) return
          connect.mutateAsync().then((result) => onConnect?.(result), (error: Error) => onError?.(error))
        }}
      >
        {content}
      </button>
      {connect.error ? (
        <span id={errorId} role="alert" data-portico-wallet-error="">
          {errorMessage(connect.error)}
        </span>
      ) : null}
    </>
  )
}
