/**
 * Send (SPEC §1 feature 'send'): a token from the account's balances, an amount, a receiver, a preview, then
 * the transfer through the connected wallet. This file is the descriptor only; the rest loads when the
 * Account view's 'Send' is first chosen.
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import type { SendState } from './state'

export type { SendActions, SendHandle, SendState } from './state'

// Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
export const send = (): PluginDescriptor<SendState, 'send'> => ({
  name: 'send',
  flag: 'send',
  loadOn: 'first-use',
  // WalletSendPreview is only reached from WalletSend, once loaded.
  views: ['WalletSend'],
  // Where the adapter builds transfers.
  slots: [{ slot: 'wallet-feature', id: 'send', label: 'Send', view: 'WalletSend', icon: 'send', capability: 'transfers' }],
  load: () => import('./feature'),
})
