/**
 * Browser storage (SPEC §3): small values in localStorage under the key
 * names the incumbent uses (so a page that used it keeps its session), caches
 * in IndexedDB (storage-cache.ts, loaded on the first cache call). Every read is validated; a corrupt or foreign value is removed
 * and reported through `onError`, never thrown. Without localStorage (SSR,
 * private mode, a throwing setItem) values live in memory; without IndexedDB
 * caches do.
 */
import * as z from 'zod/mini'
import { BALANCE_CACHE_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from './cache'
import { STORAGE_MESSAGES, errorIn } from './errors'
import { ACTIVE_NETWORK_KEY, WALLET_ID_KEY, connectorIdKey } from './session-keys'
import { balanceSchema, identitySchema } from './services/account'
import type { TtlCache } from './storage-cache'
import { NAMESPACES } from './types'
import type { AccountType, CacheKey, LocalKey, Namespace, StorageKey, StoredValue, StoredValueKind } from './types'
import { accountTypesSchema } from './validation'

/** Recent wallets kept (SPEC §9). */
export const RECENT_WALLETS_KEPT = 2

const recentWalletSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.optional(z.string()) })
export type RecentWallet = z.infer<typeof recentWalletSchema>

/** How a read checks a value of each kind (StoredValueKind), and whether the kind is stored as JSON. */
function kindCheck(kind: StoredValueKind): (value: unknown) => boolean {
  if (typeof kind !== 'string') return (value) => kind.includes(value as string)
  if (kind === 'number') return (value) => typeof value === 'number' && Number.isFinite(value)
  if (kind === 'true') return (value) => value === true
  return (value) => typeof value === 'string' && value.length > 0
}
const isJson = (entry: LocalKey): boolean => entry.json ?? (entry.value === 'number' || entry.value === 'true')

/** A key's check from a zod schema. */
const matches =
  <T>(schema: z.ZodMiniType<T>) =>
  (value: unknown): value is T =>
    schema.safeParse(value).success

const json = <T>(key: string, schema: z.ZodMiniType<T>) => ({ key, check: matches(schema), json: true }) satisfies LocalKey<T>
const cache = <T>(key: string, ttlMs: number, schema: z.ZodMiniType<T>): CacheKey<T> => ({ area: 'indexeddb', key, ttlMs, check: matches(schema) })

/** The kernel's own localStorage values (plugins declare theirs on their descriptors). */
export const KERNEL_KEYS = {
  walletId: { key: WALLET_ID_KEY, resetOnDisconnect: true },
  walletName: { key: '@appkit/wallet_name', resetOnDisconnect: true },
  activeCaipNetworkId: { key: ACTIVE_NETWORK_KEY },
  activeNamespace: { key: '@appkit/active_namespace', value: NAMESPACES },
  recentWallets: json('@appkit/recent_wallets', z.array(recentWalletSchema)),
  preferredAccountTypes: json('@appkit/preferred_account_types', accountTypesSchema),
} as const satisfies Record<string, LocalKey>

export { connectorIdKey }

const nativeBalanceSchema = z.object({ balance: z.string(), symbol: z.string() })

/** The kernel's IndexedDB caches (SPEC §3, durations SPEC §9); the identity cache also serves plugins' lookups. */
export const KERNEL_CACHES = {
  balance: cache('@appkit/native_balance_cache', BALANCE_CACHE_MS, nativeBalanceSchema),
  portfolio: cache('@appkit/portfolio_cache', PORTFOLIO_CACHE_MS, balanceSchema),
  identity: cache('@appkit/identity_cache', IDENTITY_CACHE_MS, identitySchema),
}

export interface Storage {
  /** The stored value; undefined when absent or garbage (garbage is removed and reported). */
  get<K extends LocalKey>(key: K): StoredValue<K> | undefined
  set<K extends LocalKey>(key: K, value: StoredValue<K>): void
  remove(key: LocalKey): void
  getConnectorId(namespace: Namespace): string | undefined
  setConnectorId(namespace: Namespace, connectorId: string): void
  removeConnectorId(namespace: Namespace): void
  /** Namespaces with a stored connector id. */
  connectedNamespaces(): Namespace[]
  /** Put a wallet first in the recent list, keeping RECENT_WALLETS_KEPT. */
  addRecentWallet(wallet: RecentWallet): void
  getPreferredAccountType(namespace: Namespace): AccountType | undefined
  /** SPEC §4: remove every declared value marked resetOnDisconnect, the kernel's and the configured plugins'. */
  resetOnDisconnect(): void
  cache: {
    get<T>(key: CacheKey<T>, id: string): Promise<T | undefined>
    set<T>(key: CacheKey<T>, id: string, value: T): Promise<void>
    delete(key: CacheKey, id: string): Promise<void>
  }
}

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
