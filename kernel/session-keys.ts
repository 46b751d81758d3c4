/**
 * The names of the kernel's localStorage keys (SPEC §3: each carries '@appkit-wallet/'), the move of the
 * keys earlier versions wrote under '@appkit/' to those names, and a cheap raw check for a stored
 * session. The entry uses the check to decide whether createModal must load the runtime to reconnect; it
 * reads raw strings only (no zod) because the runtime's storage validates the stored values afterwards.
 */
import { NAMESPACES } from './state'
import type { Namespace } from './state'

/** SPEC §3: every key Portico keeps carries this prefix. */
export const STORAGE_PREFIX = '@appkit-wallet/'
/** Where earlier Portico versions, and AppKit sites, kept the same keys. */
const LEGACY_PREFIX = '@appkit/'

/** The wallet the user last connected with (the incumbent's name after the prefix, as every key here). */
export const WALLET_ID_KEY = `${STORAGE_PREFIX}wallet_id`
/** The active network. */
export const ACTIVE_NETWORK_KEY = `${STORAGE_PREFIX}active_caip_network_id`

/** The per-namespace connector id key. */
export function connectorIdKey(namespace: Namespace): string {
  return `${STORAGE_PREFIX}${namespace}:connected_connector_id`
}

type RawStorage = Pick<globalThis.Storage, 'getItem'>
/**
 * The keys whose change in another tab this tab follows: a connector id (a connect or a disconnect there),
 * the active network, and `null` (that tab cleared the storage).
 */
export function isSharedSessionKey(key: string | null): boolean {
  return key === null || key === ACTIVE_NETWORK_KEY || NAMESPACES.some((namespace) => key === connectorIdKey(namespace))
}

/** A key's name where earlier Portico versions, and AppKit sites, kept it ('@appkit/…'). */
export const legacyKeyOf = (key: string): string => LEGACY_PREFIX + key.slice(STORAGE_PREFIX.length)

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

/** The keys and their legacy names: a session stored by an earlier version restores too (the runtime moves it). */
const withLegacy = (keys: string[]): string[] => keys.flatMap((key) => [key, legacyKeyOf(key)])

/** The connector ids stored per namespace (the sessions a reload restores). */
export function storedConnectorIds(injected?: RawStorage): string[] {
  return storedValues(withLegacy(NAMESPACES.map(connectorIdKey)), injected)
}

/** The namespaces with a stored connector id (the ones a reload restores). */
export function storedNamespaces(injected?: RawStorage): Namespace[] {
  return NAMESPACES.filter((namespace) => storedValues(withLegacy([connectorIdKey(namespace)]), injected).length > 0)
}

/** True when a connector id or wallet id is stored. */
export function hasStoredSession(injected?: RawStorage): boolean {
  return storedValues(withLegacy([WALLET_ID_KEY, ...NAMESPACES.map(connectorIdKey)]), injected).length > 0
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
