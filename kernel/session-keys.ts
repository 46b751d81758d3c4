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

/** The active network (the incumbent's key name). */
export const ACTIVE_NETWORK_KEY = '@appkit/active_caip_network_id'

/**
 * The keys whose change in another tab this tab follows: a connector id (a connect or a disconnect there),
 * the active network, and `null` (that tab cleared the storage).
 */
export function isSharedSessionKey(key: string | null): boolean {
  return key === null || key === ACTIVE_NETWORK_KEY || NAMESPACES.some((namespace) => key === connectorIdKey(namespace))
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

/** Calls `follow` when another tab changes a shared session key; returns the removal. Without a window (SSR), nothing. */
export function onSharedSessionChange(follow: (key: string | null) => void): () => void {
  const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>
  const listener = (event: StorageEvent) => {
    if (isSharedSessionKey(event.key)) follow(event.key)
  }
  target.addEventListener?.('storage', listener)
  return () => target.removeEventListener?.('storage', listener)
}
