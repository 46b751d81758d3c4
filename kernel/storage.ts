/**
 * Browser storage (SPEC §3): small values in localStorage under the key
 * names the incumbent uses (so a page that used it keeps its session), caches
 * in IndexedDB (storage-cache.ts, loaded on the first cache call). Every read is validated; a corrupt or foreign value is removed
 * and reported through `onError`, never thrown. Without localStorage (SSR,
 * private mode, a throwing setItem) values live in memory; without IndexedDB
 * caches do.
 */
import * as z from 'zod/mini'
import { BALANCE_CACHE_MS, ENS_CACHE_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from './cache'
import { SOCIAL_PROVIDERS } from './config'
import { STORAGE_MESSAGES, errorIn } from './errors'
import { ACTIVE_NETWORK_KEY, WALLET_ID_KEY, connectorIdKey } from './session-keys'
import type { TtlCache } from './storage-cache'
import { NAMESPACES } from './types'
import type { AccountType, Namespace } from './types'
import { accountTypesSchema, nonEmpty, oneOf } from './validation'

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
const text = (key: string): Entry<string> => ({ key, schema: z.string().check(nonEmpty()), json: false })
const json = <T>(key: string, schema: z.ZodMiniType<T>): Entry<T> => ({ key, schema, json: true })

/** Every localStorage value Portico keeps, by name. */
export const STORAGE_ENTRIES = {
  walletId: text(WALLET_ID_KEY),
  walletName: text('@appkit/wallet_name'),
  activeCaipNetworkId: text(ACTIVE_NETWORK_KEY),
  activeNamespace: { key: '@appkit/active_namespace', schema: oneOf(NAMESPACES), json: false } as Entry<Namespace>,
  // A provider outside the list (garbage, a foreign format) would mark an email login as social.
  connectedSocial: { key: '@appkit/connected_social', schema: oneOf(SOCIAL_PROVIDERS), json: false } as Entry<string>,
  socialUsername: text(`${FRAME_PREFIX}SOCIAL_USERNAME`),
  recentWallets: json('@appkit/recent_wallets', z.array(recentWalletSchema)),
  siwxAuthToken: text('@appkit/siwx-auth-token'),
  siwxNonceToken: text('@appkit/siwx-nonce-token'),
  preferredAccountTypes: json('@appkit/preferred_account_types', accountTypesSchema),
  email: text(`${FRAME_PREFIX}EMAIL`),
  emailLoginUsed: json(`${FRAME_PREFIX}EMAIL_LOGIN_USED_KEY`, z.custom<true>((used) => used === true)),
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
    report(errorIn(STORAGE_MESSAGES, 'INVALID_STORED_VALUE', entry.key))
    return undefined
  }

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
  const keyOf = (name: CacheName, id: string) => `${CACHES[name].key}/${id}`

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
    cache: {
      get: (name, id, schema) => withCache((cache) => cache.get(keyOf(name, id), schema), undefined),
      set: (name, id, value) => withCache((cache) => cache.set(keyOf(name, id), value, CACHES[name].ttlMs), undefined),
      delete: (name, id) => withCache((cache) => cache.delete(keyOf(name, id)), undefined),
    },
  }
  return storage
}
