/**
 * The receive plugin (SPEC §1 feature 'receive'): a wallet feature that shows the connected address as
 * text and as a QR code, copies it, and names the networks it can receive on. This file is the
 * descriptor only; the view loads when Receive is first opened.
 *
 *   createModal({ adapters: [eip155()], plugins: [receive()] })
 */
import type { PluginDescriptor } from '../../kernel/plugin'

// Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
export const receive = (): PluginDescriptor<unknown, 'receive'> => ({
  name: 'receive',
  flag: 'receive',
  loadOn: 'first-use',
  views: ['WalletReceive'],
  slots: [{ slot: 'wallet-feature', id: 'receive', label: 'Receive', view: 'WalletReceive', icon: 'receive' }],
  load: () => import('./feature'),
})
