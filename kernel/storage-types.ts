/**
 * The storage contract (SPEC §3): how a value kept in localStorage or an
 * IndexedDB cache is declared, and what the kernel's storage offers. Types
 * only; kernel/storage.ts implements it.
 */
import type { AccountType, Namespace } from './state'

/**
 * What a stored value must be, said as data (so a descriptor declares it at no cost): 'text', a non-empty
 * string stored raw (the default); 'number' or 'true', stored as JSON; a list of strings, one of them, stored raw.
 */
export type StoredValueKind = 'text' | 'number' | 'true' | readonly string[]

/**
 * A value kept in localStorage (SPEC §3), declared once by its owner (the kernel or a plugin's descriptor):
 * the kernel's storage applies the same rules to every declared key. Every read is checked: a value that
 * fails is garbage, removed and reported, never returned.
 */
export interface LocalKey<T = unknown> {
  /** The default area. */
  area?: 'local'
  key: string
  /** What the value must be (default 'text'), unless `check` says it. */
  value?: StoredValueKind
  /** A check of its own, for what a kind cannot say; the value is stored as JSON with `json`, else raw. */
  check?: (value: unknown) => value is T
  json?: boolean
  /** SPEC §4: removed when the person disconnects. */
  resetOnDisconnect?: boolean
}

/** The type of the value a local key declares. */
export type StoredValue<K> = K extends { check: (value: unknown) => value is infer T }
  ? T
  : K extends { value: 'number' }
    ? number
    : K extends { value: 'true' }
      ? true
      : K extends { value: readonly (infer E)[] }
        ? E
        : string

/** An IndexedDB cache (SPEC §3): entries by id, each dropped `ttlMs` after it was written (SPEC §9). */
export interface CacheKey<T = unknown> {
  area: 'indexeddb'
  key: string
  /** Every read is checked: an entry that fails is removed and reported, never returned. */
  check: (value: unknown) => value is T
  ttlMs: number
}

export type StorageKey<T = unknown> = LocalKey<T> | CacheKey<T>

/** A wallet connected lately (SPEC §3 recent wallets). */
export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
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
  /** Remember the account type a wallet prefers on a namespace (SPEC §6), for a restore whose wallet does not say. */
  setPreferredAccountType(namespace: Namespace, type: AccountType): void
  /** SPEC §4: remove every declared value marked resetOnDisconnect, the kernel's and the configured plugins'. */
  resetOnDisconnect(): void
  cache: {
    get<T>(key: CacheKey<T>, id: string): Promise<T | undefined>
    set<T>(key: CacheKey<T>, id: string, value: T): Promise<void>
    delete(key: CacheKey, id: string): Promise<void>
  }
}
