/**
 * SPEC §3/§4/§7: once the frame confirmed an email update (the secondary
 * code), the new address replaces the old one everywhere the app keeps it:
 * the stored '@appkit-wallet/EMAIL', the account state's user of every
 * namespace the auth connector serves, and the wallet's own copy of the
 * user (which it writes back on every account change).
 */
import type { WalletUser } from '../../kernel/frame/messages'
import type { Storage } from '../../kernel/storage'
import { updateAccount } from '../../kernel/store'
import type { ChainState, KernelStore, Namespace } from '../../kernel/types'
import { AUTH_CONNECTOR_ID } from './session-hint'

export function applyEmailChange(
  { store, storage }: { store: KernelStore; storage: Storage },
  users: Map<Namespace, WalletUser>,
  newEmail: string,
): void {
  for (const [namespace, user] of users) users.set(namespace, { ...user, email: newEmail })
  storage.set('email', newEmail)
  for (const [namespace, chain] of Object.entries(store.getState().chains) as [Namespace, ChainState][]) {
    const account = chain.accountState
    if (account.connectorId !== AUTH_CONNECTOR_ID || account.status !== 'connected') continue
    updateAccount(store, namespace, { user: { ...account.user, email: newEmail } })
  }
}
