/**
 * The embedded wallet (SPEC §1): the auth connector served by a hidden frame
 * on the secure site. Login plugins (email, socials) require it. This file is
 * the descriptor only, with its storage keys as the one runtime import (so the
 * page's first chunk holds little else): the driver, provider and approvals load when a login
 * plugin loads, or at start when a stored session of its connector must be
 * restored, and the frame itself only when a flow or a restore needs it.
 */
import type { KernelState, PluginDescriptor } from '../../kernel/plugin'
import { AUTH_CONNECTOR, EMBEDDED_WALLET_PLUGIN } from './names'
import type { EmbeddedWalletState } from './state'
import { EMBEDDED_WALLET_KEYS } from './storage-keys'

/** SPEC §3 user email of the active account when it is connected through the embedded wallet. */
function activeEmail(state: KernelState): string | null | undefined {
  const namespace = state.activeNamespace
  const account = namespace && state.chains[namespace]?.accountState
  if (!account || account.status !== 'connected' || account.connectedWalletInfo?.type !== 'AUTH') return undefined
  return (state.plugins[EMBEDDED_WALLET_PLUGIN] as EmbeddedWalletState | undefined)?.users[namespace]?.email
}

export const embeddedWallet = (): PluginDescriptor<EmbeddedWalletState, never> => ({
  name: EMBEDDED_WALLET_PLUGIN,
  storage: EMBEDDED_WALLET_KEYS,
  loadOn: 'first-use',
  restores: [AUTH_CONNECTOR],
  views: ['ApproveTransaction', 'AccountType'],
  slots: [
    { slot: 'account-detail', id: 'email', label: 'Email', text: activeEmail },
    // SPEC §6: the embedded wallet's eip155 account can be an EOA or a smart account.
    { slot: 'account-action', id: 'account-type', label: 'Account type', view: 'AccountType', visible: (state) => state.activeNamespace === 'eip155' && activeEmail(state) !== undefined },
  ],
  load: () => import('./feature'),
})
