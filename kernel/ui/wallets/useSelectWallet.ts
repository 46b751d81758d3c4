/**
 * What choosing a wallet does, shared by Connect and AllWallets: an installed
 * connector connects through ConnectingExternal; a remote connector or a
 * registry wallet without a connector goes to the view a plugin serves for the
 * 'remote-wallet' role (WalletConnect's), when one does.
 */
import { useCallback, useEffect } from 'react'
import type { Connector, Kernel } from '../../types'
import type { RegistryWallet } from '../../wallets/types'
import { connectorForWallet } from '../../wallets/walletList'

export const CONNECTING_EXTERNAL = 'ConnectingExternal'

export function useSelectWallet(kernel: Kernel): {
  selectConnector: (connector: Connector) => void
  selectRegistryWallet: (wallet: RegistryWallet, imageUrl?: string) => void
} {
  // The view a wallet click leads to loads while the person looks at the list: loaded, it renders in the
  // click's own update, and its connect request reaches the wallet in that same task.
  useEffect(() => void kernel.router.resolveView(CONNECTING_EXTERNAL).catch(() => undefined), [kernel])
  const selectConnector = useCallback(
    (connector: Connector) => {
      // A connector over several namespaces is a remote session (WalletConnect's), paired by QR code or link:
      // the plugin that serves remote wallets shows it.
      const remoteView = kernel.router.roleView('remote-wallet')
      if (connector.type === 'MULTI_CHAIN' && remoteView) {
        kernel.router.push(remoteView, { namespace: connector.chain, name: connector.name })
        return
      }
      // An app's custom wallet is paired over WalletConnect, with its own links (config `customWallets`).
      const custom = connector.type === 'EXTERNAL' ? kernel.config.customWallets.find((wallet) => wallet.id === connector.id) : undefined
      if (custom) {
        const { image_url: imageUrl, ...wallet } = custom
        if (remoteView) kernel.router.push(remoteView, { walletId: wallet.id, name: wallet.name, imageUrl, wallet })
        else kernel.router.push(CONNECTING_EXTERNAL, { name: wallet.name, imageUrl, notInstalled: true })
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
      const remoteView = kernel.router.roleView('remote-wallet')
      if (connector) {
        selectConnector(connector)
      } else if (remoteView) {
        kernel.router.push(remoteView, { walletId: wallet.id, name: wallet.name, imageUrl, wallet })
      } else {
        // No connector and no WalletConnect: ConnectingExternal explains it is not installed.
        kernel.router.push(CONNECTING_EXTERNAL, { name: wallet.name, imageUrl, notInstalled: true })
      }
    },
    [kernel, selectConnector],
  )

  return { selectConnector, selectRegistryWallet }
}
