/**
 * Browser storage (SPEC §3): small values in localStorage under the
 * keys the incumbent uses (so a page that used it keeps its session), caches
 * in IndexedDB (storage-cache.ts, loaded on the first cache call). Every read is validated; a corrupt or foreign value is removed
 * and reported through `onError`, never thrown. Without localStorage (SSR,
 * private mode, a throwing setItem) values live in memory; without IndexedDB
 * caches do.
 */
import * as z from 'zod/mini'
import { STORAGE_MESSAGES, errorIn } from './errors'
import { ACTIVE_NETWORK_KEY, STORAGE_PREFIX, WALLET_ID_KEY, connectorIdKey, legacyKeyOf } from './session-keys'
import type { TtlCache } from './storage-cache'
import { NAMESPACES } from './types'
import type { CacheKey, LocalKey, RecentWallet, Storage, StorageKey, StoredValue, StoredValueKind } from './storage-types'

export type { CacheKey, LocalKey, RecentWallet, Storage, StorageKey, StoredValue, StoredValueKind } from './storage-types'
import { accountTypesSchema } from './validation'

import { RECENT_WALLETS_KEPT } from './constants'

export { RECENT_WALLETS_KEPT }

const recentWalletSchema: z.ZodMiniType<RecentWallet> = z.object({ id: z.string(), name: z.string(), imageUrl: z.optional(z.string()) })

/** How a read checks a value of each kind (StoredValueKind), and whether the kind is stored as JSON. */
function kindCheck(kind: StoredValueKind): (value: unknown) => boolean {
  if (typeof kind !== 'string') return (value) => kind.includes(value as string)
  if (kind === 'number') return (value) => typeof value === 'number' && Number.isFinite(value)
  if (kind === 'true') return (value) => value === true
  return (value) => typeof value === 'string' && value.length > 0
}
const isJson = (entry: LocalKey): boolean => entry.json ?? (entry.value === 'number' || entry.value === 'true')

/** A key's check from a zod schema. */
export const matches =
  <T>(schema: z.ZodMiniType<T>) =>
  (value: unknown): value is T =>
    schema.safeParse(value).success

const json = <T>(key: string, schema: z.ZodMiniType<T>) => ({ key, check: matches(schema), json: true }) satisfies LocalKey<T>

/** The kernel's own localStorage values (plugins declare theirs on their descriptors). */
export const KERNEL_KEYS = {
  walletId: { key: WALLET_ID_KEY, resetOnDisconnect: true },
  walletName: { key: `${STORAGE_PREFIX}wallet_name`, resetOnDisconnect: true },
  activeCaipNetworkId: { key: ACTIVE_NETWORK_KEY },
  activeNamespace: { key: `${STORAGE_PREFIX}active_namespace`, value: NAMESPACES },
  recentWallets: json(`${STORAGE_PREFIX}recent_wallets`, z.array(recentWalletSchema)),
  preferredAccountTypes: json(`${STORAGE_PREFIX}preferred_account_types`, accountTypesSchema),
} as const satisfies Record<string, LocalKey>

export { connectorIdKey }

export interface StorageOptions {
  /** The values the configured plugins declared (their descriptors' `storage`), besides the kernel's. */
  keys?: readonly StorageKey[]
  /** Corrupt values and unavailable backends are reported here. */
  onError?: (error: unknown) => void
  /** Injected for tests; defaults to globalThis.localStorage when it works. */
  localStorage?: globalThis.Storage
  /** IndexedDB database name for the caches. */
  dbName?: string
  now?: () => number
}

/** localStorage when it accepts a write, else undefined (SSR, private mode). */
function usableLocalStorage(candidate: globalThis.Storage | undefined): globalThis.Storage | undefined {
  try {
    const storage = candidate ?? (globalThis as { localStorage?: globalThis.Storage }).localStorage
    if (!storage) return undefined
    const probe = '@portico/probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

export function createStorage(options: StorageOptions = {}): Storage {
  const report = options.onError ?? (() => undefined)
  const now = options.now ?? Date.now
  const local = usableLocalStorage(options.localStorage)
  const memory = new Map<string, string>()

  function readRaw(key: string): string | undefined {
    if (memory.has(key)) return memory.get(key)
    try {
      return local?.getItem(key) ?? undefined
    } catch (error) {
      report(error)
      return undefined
    }
  }
  function writeRaw(key: string, value: string): void {
    try {
      if (local) {
        local.setItem(key, value)
        memory.delete(key)
        return
      }
    } catch (error) {
      report(error) // e.g. quota exceeded: keep the value for this page at least
    }
    memory.set(key, value)
  }
  function removeRaw(key: string): void {
    memory.delete(key)
    try {
      local?.removeItem(key)
    } catch (error) {
      report(error)
    }
  }

  /**
   * SPEC §3: keys found under their '@appkit/' names (an earlier Portico, an AppKit site moving to Portico)
   * move to their '@appkit-wallet/' names, so a returning visitor stays connected; a value already under the
   * new name wins, and the old one goes.
   */
  function moveLegacyKeys(keys: readonly string[]): void {
    for (const key of keys.filter((name) => name.startsWith(STORAGE_PREFIX))) {
      const legacy = legacyKeyOf(key)
      const value = readRaw(legacy)
      if (value === undefined) continue
      if (readRaw(key) === undefined) writeRaw(key, value)
      removeRaw(legacy)
    }
  }

  function read<K extends LocalKey>(entry: K): StoredValue<K> | undefined {
    const raw = readRaw(entry.key)
    if (raw === undefined) return undefined
    let candidate: unknown = raw
    if (isJson(entry)) {
      try {
        candidate = JSON.parse(raw)
      } catch {
        candidate = Symbol('unparseable')
      }
    }
    if ((entry.check ?? kindCheck(entry.value ?? 'text'))(candidate)) return candidate as StoredValue<K>
    removeRaw(entry.key)
    report(errorIn(STORAGE_MESSAGES, 'INVALID_STORED_VALUE', entry.key))
    return undefined
  }
  const declared: readonly StorageKey[] = [...Object.values(KERNEL_KEYS), ...(options.keys ?? [])]
  moveLegacyKeys([...declared.filter((entry) => entry.area !== 'indexeddb').map((entry) => entry.key), ...NAMESPACES.map(connectorIdKey)])
  const resetKeys = declared
    .filter((entry): entry is LocalKey => entry.area !== 'indexeddb' && entry.resetOnDisconnect === true)
    .map((entry) => entry.key)

  // The IndexedDB caches load on first use (storage-cache.ts). A chunk that fails to load reads as a miss.
  let ttlCache: Promise<TtlCache> | undefined
  async function withCache<T>(use: (cache: TtlCache) => Promise<T>, miss: T): Promise<T> {
    ttlCache ??= import('./storage-cache').then(({ createTtlCache }) => createTtlCache(options.dbName ?? 'portico', report, now))
    try {
      return await use(await ttlCache)
    } catch (error) {
      ttlCache = undefined
      report(error)
      return miss
    }
  }
  const keyOf = (entry: CacheKey, id: string) => `${entry.key}/${id}`

  const storage: Storage = {
    get: read,
    set(entry, value) {
      writeRaw(entry.key, isJson(entry) ? JSON.stringify(value) : String(value))
    },
    remove(entry) {
      removeRaw(entry.key)
    },
    getConnectorId(namespace) {
      return read({ key: connectorIdKey(namespace) })
    },
    setConnectorId(namespace, connectorId) {
      writeRaw(connectorIdKey(namespace), connectorId)
    },
    removeConnectorId(namespace) {
      removeRaw(connectorIdKey(namespace))
    },
    connectedNamespaces() {
      return NAMESPACES.filter((namespace) => storage.getConnectorId(namespace) !== undefined)
    },
    addRecentWallet(wallet) {
      const others = (storage.get(KERNEL_KEYS.recentWallets) ?? []).filter((recent) => recent.id !== wallet.id)
      storage.set(KERNEL_KEYS.recentWallets, [wallet, ...others].slice(0, RECENT_WALLETS_KEPT))
    },
    getPreferredAccountType(namespace) {
      return storage.get(KERNEL_KEYS.preferredAccountTypes)?.[namespace]
    },
    setPreferredAccountType(namespace, type) {
      storage.set(KERNEL_KEYS.preferredAccountTypes, { ...storage.get(KERNEL_KEYS.preferredAccountTypes), [namespace]: type })
    },
    resetOnDisconnect() {
      resetKeys.forEach(removeRaw)
    },
    cache: {
      get: (entry, id) => withCache((ttl) => ttl.get(keyOf(entry, id), entry.check), undefined),
      set: (entry, id, value) => withCache((ttl) => ttl.set(keyOf(entry, id), value, entry.ttlMs), undefined),
      delete: (entry, id) => withCache((ttl) => ttl.delete(keyOf(entry, id)), undefined),
    },
  }
  return storage
}
