/**
 * SPEC §3/§4/§7: once the frame confirmed an email update (the secondary
 * code), the new address replaces the old one everywhere the app keeps it:
 * the stored '@appkit-wallet/EMAIL', the wallet's copy of each user, and the
 * plugin's slice (which the Account view shows).
 */
import type { Namespace, PluginScope, Storage, WalletUser } from '../../kernel/plugin'
import type { EmbeddedWalletState } from './state'
import { EMBEDDED_WALLET_KEYS } from './storage-keys'

export function applyEmailChange(
  { storage, slice }: { storage: Storage; slice: Pick<PluginScope<EmbeddedWalletState>, 'setState'> },
  users: Map<Namespace, WalletUser>,
  newEmail: string,
): void {
  for (const [namespace, user] of users) users.set(namespace, { ...user, email: newEmail })
  storage.set(EMBEDDED_WALLET_KEYS.email, newEmail)
  slice.setState((draft) => {
    for (const user of Object.values(draft.users)) if (user) user.email = newEmail
  })
}
