/**
 * portico/headless: hooks and a button for an app that draws its own connect UI. Nothing here imports the
 * modal's UI, and createHeadlessModal does not load it when the browser is idle: a page that never calls
 * open() never downloads it. Connecting, switching and disconnecting load the kernel runtime only.
 */
import { createModalShell, type CreateModalOptions } from '../modal-shell'
import type { PluginList, PorticoConfig } from '../config'
import type { Modal } from '../types'

/**
 * createModal without the idle preload of the modal's UI (open() still loads it, if an app ever calls it): the
 * shell itself, so the preload's code is not in this entry either.
 */
export function createHeadlessModal<const P extends PluginList = PluginList>(config: PorticoConfig<P>, options: CreateModalOptions = {}): Modal {
  return createModalShell(config as PorticoConfig, options)
}

export type { CreateModalOptions } from '../modal-shell'
export type { Modal, Network, Namespace, Connector, ConnectResult, KernelState } from '../types'
export { PorticoError } from '../errors'
export { isUserRejection, walletErrorCode } from '../wallets/errors'
export { ModalProvider, useModalInstance } from '../react/context'
export type { Mutation, MutationStatus } from '../react/mutation'
export { useWallets, type UseWallets, type WalletItem } from '../react/hooks/useWallets'
export { useConnect, type UseConnect, type ConnectVariables } from '../react/hooks/useConnect'
export { useSwitchNetwork, type UseSwitchNetwork } from '../react/hooks/useSwitchNetwork'
export { useDisconnect, type UseDisconnect } from '../react/hooks/useDisconnect'
export { useAccount, type UseAccount } from '../react/hooks/useAccount'
export { useNetwork, type UseNetwork } from '../react/hooks/useNetwork'
export { useWalletProvider, type UseWalletProvider } from '../react/hooks/useWalletProvider'
export { useModalEvents, type ModalEvent } from '../react/hooks/useModalEvents'
export { useModalState } from '../react/hooks/useModalState'
export { WalletButton, type WalletButtonProps } from '../react/components/WalletButton'
