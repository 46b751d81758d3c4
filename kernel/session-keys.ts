/**
 * The localStorage keys that mark a previous session, and a cheap raw check
 * for them. The entry uses the check to decide whether createModal must load
 * the runtime to reconnect; it reads raw strings only (no zod) because the
 * runtime's storage validates the stored values properly afterwards.
 */
import { NAMESPACES } from './types'
import type { Namespace } from './types'

/** The wallet the user last connected with (the incumbent's key name). */
export const WALLET_ID_KEY = '@appkit/wallet_id'

/** The per-namespace connector id key (the incumbent's name). */
export function connectorIdKey(namespace: Namespace): string {
  return `@appkit/${namespace}:connected_connector_id`
}

/**
 * True when a connector id or wallet id is stored; false without (usable)
 * localStorage. Reads globalThis.localStorage only when called, inside the
 * try: a sandboxed frame throws on the mere access.
 */
export function hasStoredSession(injected?: Pick<globalThis.Storage, 'getItem'>): boolean {
  try {
    const local = injected ?? (globalThis as { localStorage?: Pick<globalThis.Storage, 'getItem'> }).localStorage
    if (!local) return false
    return [WALLET_ID_KEY, ...NAMESPACES.map(connectorIdKey)].some((key) => Boolean(local.getItem(key)))
  } catch {
    return false
  }
}
