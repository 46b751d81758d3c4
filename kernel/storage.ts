/**
 * Browser storage (SPEC §3): small values in localStorage under the key
 * names the incumbent uses (so a page that used it keeps its session), caches
 * in IndexedDB. Every read is validated; a corrupt or foreign value is removed
 * and reported through `onError`, never thrown. Without localStorage (SSR,
 * private mode, a throwing setItem) values live in memory; without IndexedDB
 * caches do.
 */
import * as z from 'zod/mini'
import { createStore as createIdbStore, del as idbDel, get as idbGet, set as idbSet } from 'idb-keyval'
import type { UseStore } from 'idb-keyval'
import { BALANCE_CACHE_MS, ENS_CACHE_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from './cache'
import { WALLET_ID_KEY, connectorIdKey } from './session-keys'
import { NAMESPACES } from './types'
import type { AccountType, Namespace } from './types'

/** The embedded-wallet frame's keys carry the '@appkit-wallet/' prefix (SPEC §3). */
const FRAME_PREFIX = '@appkit-wallet/'

/** Recent wallets kept (SPEC §9). */
export const RECENT_WALLETS_KEPT = 2

const recentWalletSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.optional(z.string()) })
export type RecentWallet = z.infer<typeof recentWalletSchema>

interface Entry<T> {
  key: string
  schema: z.ZodMiniType<T>
  /** Strings are stored raw (as the incumbent and the frame read them); other values as JSON. */
  json: boolean
}
const text = (key: string): Entry<string> => ({ key, schema: z.string().check(z.minLength(1)), json: false })
const json = <T>(key: string, schema: z.ZodMiniType<T>): Entry<T> => ({ key, schema, json: true })

/** Every localStorage value Portico keeps, by name. */
export const STORAGE_ENTRIES = {
  walletId: text(WALLET_ID_KEY),
  walletName: text('@appkit/wallet_name'),
  activeCaipNetworkId: text('@appkit/active_caip_network_id'),
  activeNamespace: { key: '@appkit/active_namespace', schema: z.enum(NAMESPACES), json: false } as Entry<Namespace>,
  connectedSocial: text('@appkit/connected_social'),
  socialUsername: text(`${FRAME_PREFIX}SOCIAL_USERNAME`),
  recentWallets: json('@appkit/recent_wallets', z.array(recentWalletSchema)),
  siwxAuthToken: text('@appkit/siwx-auth-token'),
  siwxNonceToken: text('@appkit/siwx-nonce-token'),
  preferredAccountTypes: json(
    '@appkit/preferred_account_types',
    z.partialRecord(z.enum(NAMESPACES), z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])),
  ),
  email: text(`${FRAME_PREFIX}EMAIL`),
  emailLoginUsed: json(`${FRAME_PREFIX}EMAIL_LOGIN_USED_KEY`, z.literal(true)),
  lastEmailLoginTime: json(`${FRAME_PREFIX}LAST_EMAIL_LOGIN_TIME`, z.number()),
  lastUsedChain: text(`${FRAME_PREFIX}LAST_USED_CHAIN_KEY`),
} satisfies Record<string, Entry<unknown>>

type Entries = typeof STORAGE_ENTRIES
export type StorageName = keyof Entries
export type StorageValue<N extends StorageName> = Entries[N] extends Entry<infer T> ? T : never

export { connectorIdKey }

/** IndexedDB caches (SPEC §3, durations SPEC §9). */
export const CACHES = {
  balance: { key: '@appkit/native_balance_cache', ttlMs: BALANCE_CACHE_MS },
  portfolio: { key: '@appkit/portfolio_cache', ttlMs: PORTFOLIO_CACHE_MS },
  ens: { key: '@appkit/ens_cache', ttlMs: ENS_CACHE_MS },
  identity: { key: '@appkit/identity_cache', ttlMs: IDENTITY_CACHE_MS },
} as const
export type CacheName = keyof typeof CACHES

const cacheEntrySchema = z.object({ value: z.unknown(), expiresAt: z.number() })

export interface Storage {
  get<N extends StorageName>(name: N): StorageValue<N> | undefined
  set<N extends StorageName>(name: N, value: StorageValue<N>): void
  remove(name: StorageName): void
  getConnectorId(namespace: Namespace): string | undefined
  setConnectorId(namespace: Namespace, connectorId: string): void
  removeConnectorId(namespace: Namespace): void
  /** Namespaces with a stored connector id. */
  connectedNamespaces(): Namespace[]
  /** Put a wallet first in the recent list, keeping RECENT_WALLETS_KEPT. */
  addRecentWallet(wallet: RecentWallet): void
  getPreferredAccountType(namespace: Namespace): AccountType | undefined
  cache: {
    get<T>(name: CacheName, id: string, schema: z.ZodMiniType<T>): Promise<T | undefined>
    set(name: CacheName, id: string, value: unknown): Promise<void>
    delete(name: CacheName, id: string): Promise<void>
  }
}

export interface StorageOptions {
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

  function read<T>(entry: Entry<T>): T | undefined {
    const raw = readRaw(entry.key)
    if (raw === undefined) return undefined
    let candidate: unknown = raw
    if (entry.json) {
      try {
        candidate = JSON.parse(raw)
      } catch {
        candidate = Symbol('unparseable')
      }
    }
    const parsed = entry.schema.safeParse(candidate)
    if (parsed.success) return parsed.data
    removeRaw(entry.key)
    report(new Error(`Removed an invalid stored value at "${entry.key}"`))
    return undefined
  }

  const caches = createCaches(options.dbName ?? 'portico', report, now)

  const storage: Storage = {
    get(name) {
      return read(STORAGE_ENTRIES[name] as Entry<never>)
    },
    set(name, value) {
      const entry = STORAGE_ENTRIES[name]
      writeRaw(entry.key, entry.json ? JSON.stringify(value) : String(value))
    },
    remove(name) {
      removeRaw(STORAGE_ENTRIES[name].key)
    },
    getConnectorId(namespace) {
      return read(text(connectorIdKey(namespace)))
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
      const others = (storage.get('recentWallets') ?? []).filter((recent) => recent.id !== wallet.id)
      storage.set('recentWallets', [wallet, ...others].slice(0, RECENT_WALLETS_KEPT))
    },
    getPreferredAccountType(namespace) {
      return storage.get('preferredAccountTypes')?.[namespace]
    },
    cache: caches,
  }
  return storage
}

/** IndexedDB-backed TTL caches, in memory when IndexedDB is missing or fails. */
function createCaches(dbName: string, report: (error: unknown) => void, now: () => number): Storage['cache'] {
  const memory = new Map<string, unknown>()
  let idb: UseStore | undefined | null // null: unavailable, undefined: not opened yet

  function database(): UseStore | null {
    if (idb !== undefined) return idb
    try {
      idb = typeof indexedDB === 'undefined' ? null : createIdbStore(dbName, 'cache')
    } catch (error) {
      report(error)
      idb = null
    }
    return idb
  }
  async function getEntry(key: string): Promise<unknown> {
    const db = database()
    if (!db) return memory.get(key)
    try {
      return await idbGet(key, db)
    } catch (error) {
      report(error)
      return memory.get(key)
    }
  }
  async function setEntry(key: string, value: unknown): Promise<void> {
    const db = database()
    if (db) {
      try {
        await idbSet(key, value, db)
        return
      } catch (error) {
        report(error)
      }
    }
    memory.set(key, value)
  }
  async function deleteEntry(key: string): Promise<void> {
    memory.delete(key)
    const db = database()
    if (!db) return
    try {
      await idbDel(key, db)
    } catch (error) {
      report(error)
    }
  }

  const keyOf = (name: CacheName, id: string) => `${CACHES[name].key}/${id}`

  return {
    async get(name, id, schema) {
      const key = keyOf(name, id)
      const stored = await getEntry(key)
      if (stored === undefined) return undefined
      const entry = cacheEntrySchema.safeParse(stored)
      const value = entry.success ? schema.safeParse(entry.data.value) : undefined
      if (!entry.success || !value?.success) {
        await deleteEntry(key)
        report(new Error(`Removed an invalid cache entry at "${key}"`))
        return undefined
      }
      if (entry.data.expiresAt <= now()) {
        await deleteEntry(key)
        return undefined
      }
      return value.data
    },
    async set(name, id, value) {
      await setEntry(keyOf(name, id), { value, expiresAt: now() + CACHES[name].ttlMs })
    },
    delete(name, id) {
      return deleteEntry(keyOf(name, id))
    },
  }
}
