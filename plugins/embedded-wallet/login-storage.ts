/** The embedded wallet's storage keys and their SPEC §4 lifecycle. */
import type { Storage } from '../../kernel/plugin'
import type { Namespace } from '../../kernel/plugin'

/** SPEC §4: login success stores the email and the email-login-used flag and clears the last email-login time. */
export function storeLogin(storage: Storage, { email, namespace }: { email?: string | null; namespace: Namespace }): void {
  // A login without an email (Farcaster) must not keep an earlier user's.
  if (email) storage.set('email', email)
  else storage.remove('email')
  storage.set('emailLoginUsed', true)
  storage.remove('lastEmailLoginTime')
  storage.set('lastUsedChain', namespace)
}

/** SPEC §4: disconnect or a not-connected check clears the login flag, email, last chain and social username. */
export function clearLogin(storage: Storage): void {
  for (const name of ['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername'] as const) storage.remove(name)
}
