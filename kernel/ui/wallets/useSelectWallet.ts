/**
 * What choosing a wallet does, shared by Connect and AllWallets: an installed
 * connector connects through ConnectingExternal; a registry wallet without a
 * connector goes to the WalletConnect view when a plugin registered one.
 */
import { useCallback } from 'react'
import type { Connector, Kernel } from '../../types'
import type { RegistryWallet } from './types'

export const CONNECTING_EXTERNAL = 'ConnectingExternal'
export const CONNECTING_WALLET_CONNECT = 'ConnectingWalletConnect'

export function connectorForWallet(connectors: readonly Connector[], wallet: RegistryWallet): Connector | undefined {
  return connectors.find(
    (connector) => connector.explorerId === wallet.id || (wallet.rdns && connector.info?.rdns === wallet.rdns),
  )
}

export function useSelectWallet(kernel: Kernel): {
  selectConnector: (connector: Connector) => void
  selectRegistryWallet: (wallet: RegistryWallet, imageUrl?: string) => void
} {
  const selectConnector = useCallback(
    (connector: Connector) => {
      // A WalletConnect connector pairs by QR code or link: its plugin's view shows them.
      if (connector.type === 'WALLET_CONNECT' && kernel.router.hasView(CONNECTING_WALLET_CONNECT)) {
        kernel.router.push(CONNECTING_WALLET_CONNECT, { namespace: connector.chain, name: connector.name })
        return
      }
      kernel.router.push(CONNECTING_EXTERNAL, {
        connectorId: connector.id,
        namespace: connector.chain,
        name: connector.name,
        imageUrl: connector.imageUrl,
      })
    },
    [kernel],
  )

  const selectRegistryWallet = useCallback(
    (wallet: RegistryWallet, imageUrl?: string) => {
      const connector = connectorForWallet(kernel.store.getState().connectors, wallet)
      if (connector) {
        selectConnector(connector)
      } else if (kernel.router.hasView(CONNECTING_WALLET_CONNECT)) {
        kernel.router.push(CONNECTING_WALLET_CONNECT, { walletId: wallet.id, name: wallet.name, imageUrl, wallet })
      } else {
        // No connector and no WalletConnect: ConnectingExternal explains it is not installed.
        kernel.router.push(CONNECTING_EXTERNAL, { name: wallet.name, imageUrl, notInstalled: true })
      }
    },
    [kernel, selectConnector],
  )

  return { selectConnector, selectRegistryWallet }
}
