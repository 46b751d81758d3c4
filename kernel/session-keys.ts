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

type RawStorage = Pick<globalThis.Storage, 'getItem'>

/**
 * The raw values of `keys` that are set; none without (usable) localStorage.
 * Reads globalThis.localStorage only when called, inside the try: a
 * sandboxed frame throws on the mere access.
 */
function storedValues(keys: string[], injected?: RawStorage): string[] {
  try {
    const local = injected ?? (globalThis as { localStorage?: RawStorage }).localStorage
    return keys.map((key) => local?.getItem(key)).filter((value): value is string => Boolean(value))
  } catch {
    return []
  }
}

/** The connector ids stored per namespace (the sessions a reload restores). */
export function storedConnectorIds(injected?: RawStorage): string[] {
  return storedValues(NAMESPACES.map(connectorIdKey), injected)
}

/** True when a connector id or wallet id is stored. */
export function hasStoredSession(injected?: RawStorage): boolean {
  return storedValues([WALLET_ID_KEY, ...NAMESPACES.map(connectorIdKey)], injected).length > 0
}
