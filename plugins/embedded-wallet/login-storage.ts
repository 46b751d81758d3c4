/** The embedded wallet's storage keys and their SPEC §4 lifecycle. */
import type { Namespace, Storage } from '../../kernel/plugin'
import { EMBEDDED_WALLET_KEYS as KEYS } from './storage-keys'

/** SPEC §4: login success stores the email and the email-login-used flag and clears the last email-login time. */
export function storeLogin(storage: Storage, { email, namespace }: { email?: string | null; namespace: Namespace }): void {
  // A login without an email (Farcaster) must not keep an earlier user's.
  if (email) storage.set(KEYS.email, email)
  else storage.remove(KEYS.email)
  storage.set(KEYS.emailLoginUsed, true)
  storage.remove(KEYS.lastEmailLoginTime)
  storage.set(KEYS.lastUsedChain, namespace)
}

/** SPEC §4: disconnect or a not-connected check clears the login flag, email, last chain and social username. */
export function clearLogin(storage: Storage): void {
  for (const key of [KEYS.emailLoginUsed, KEYS.email, KEYS.lastUsedChain, KEYS.socialUsername]) storage.remove(key)
}
