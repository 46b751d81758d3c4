/**
 * WalletConnect: pair a mobile, desktop or web wallet through a relay. This
 * descriptor is all a page pays at load; the driver and views come from
 * ./plugin when the modal starts, and the WalletConnect SDK itself only when
 * the user picks WalletConnect or a stored WalletConnect session is restored.
 *
 *   createModal({ adapters: [eip155()], plugins: [walletconnect()] })
 */
import { definePlugin } from '../../kernel/plugins'
import type { Namespace, PluginDescriptor } from '../../kernel/types'

export interface WalletConnectOptions {
  /** Namespaces to request from the wallet (default: eip155 and solana, where a network of theirs is configured). */
  namespaces?: Namespace[]
}

export function walletconnect(options: WalletConnectOptions = {}): PluginDescriptor {
  return definePlugin({
    name: 'walletconnect',
    loadOn: 'start',
    views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
    load: () => import('./plugin').then(({ walletConnectModule }) => walletConnectModule(options)),
  })
}
