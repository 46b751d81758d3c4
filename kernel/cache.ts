/**
 * Cache durations of SPEC §9 and a small time-to-live map, the JSON-RPC
 * client's 1 s cache (kernel/json-rpc.ts).
 */

/** Balance and portfolio caches live 30 s (SPEC §9). */
export const BALANCE_CACHE_MS = 30_000
export const PORTFOLIO_CACHE_MS = 30_000
/** The identity cache lives 5 min (SPEC §9; the names plugin keeps its name cache as long). */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** Client-side request cache (SPEC §9). */
export const CLIENT_CACHE_MS = 1_000
/** A failed token-balance fetch blocks retries for 30 s (SPEC §4, §9). */
export const BALANCE_RETRY_LOCK_MS = 30_000

export interface TtlCache<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V, ttlMs?: number): void
  delete(key: K): void
  clear(): void
}

/** An in-memory map whose entries expire `ttlMs` after they were set. */
export function createTtlCache<K, V>(ttlMs: number, now: () => number = Date.now): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value, ttl = ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttl })
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}
