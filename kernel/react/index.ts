/**
 * portico/react: the provider, hooks and app-side buttons. The modal UI
 * itself is not imported here: the kernel loads it on the first open().
 */
export { createModal } from '../index'
export type { Modal, Network, Namespace, ThemeMode, ResolvedTheme, ThemeVariables, OpenOptions, KernelState } from '../types'
export { ModalProvider, useModalInstance } from './context'
export { useModal, type UseModal } from './hooks/useModal'
export { useAccount, type UseAccount } from './hooks/useAccount'
export { useNetwork, type UseNetwork } from './hooks/useNetwork'
export { useDisconnect, type UseDisconnect } from './hooks/useDisconnect'
export { useWalletProvider, type UseWalletProvider } from './hooks/useWalletProvider'
export { useModalEvents, type ModalEvent } from './hooks/useModalEvents'
export { useModalTheme, type UseModalTheme } from './hooks/useModalTheme'
export { useModalState } from './hooks/useModalState'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton'
export { AccountButton } from './components/AccountButton'
export { NetworkButton } from './components/NetworkButton'
