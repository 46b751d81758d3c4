/**
 * WalletConnect: pair a mobile, desktop or web wallet through a relay. This
 * descriptor is all a page pays at load; the driver and views come from
 * ./plugin when the modal starts, and the WalletConnect SDK itself only when
 * the user picks WalletConnect or a stored WalletConnect session is restored.
 *
 *   createModal({ adapters: [eip155()], plugins: [walletconnect()] })
 */
import type { Namespace, PluginDescriptor } from '../../kernel/plugin'

export interface WalletConnectOptions {
  /** Namespaces to request from the wallet (default: eip155 and solana, where a network of theirs is configured). */
  namespaces?: Namespace[]
  /** The relay's WebSocket URL (default WalletConnect's hosted relay). */
  relayUrl?: string
}

export function walletconnect(options: WalletConnectOptions = {}): PluginDescriptor<unknown, never> {
  // Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
  return {
    name: 'walletconnect',
    loadOn: 'start',
    views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
    // SPEC §2: basic mode opens on the QR view; wallets that are not installed pair through it.
    roles: { 'basic-connect': 'ConnectingWalletConnectBasic', 'remote-wallet': 'ConnectingWalletConnect' },
    load: () => import('./plugin').then(({ walletConnectModule }) => walletConnectModule(options)),
  }
}
