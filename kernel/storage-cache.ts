/**
 * The IndexedDB half of storage (SPEC §3): a TTL key-value cache whose reads
 * are validated; an expired, corrupt or foreign entry is removed. storage.ts
 * imports this module on the first cache call, so idb-keyval loads only when
 * a cache is used.
 */
import * as z from 'zod/mini'
import { createStore as createIdbStore, del as idbDel, get as idbGet, set as idbSet } from 'idb-keyval'
import type { UseStore } from 'idb-keyval'
import { STORAGE_MESSAGES, errorIn } from './errors'

export interface TtlCache {
  /** The entry's value when it passes `check` and has not expired; a failing entry is removed and reported. */
  get<T>(key: string, check: (value: unknown) => value is T): Promise<T | undefined>
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
}

const cacheEntrySchema = z.object({ value: z.unknown(), expiresAt: z.number() })

/** An IndexedDB-backed TTL cache, in memory when IndexedDB is missing or fails. */
export function createTtlCache(dbName: string, report: (error: unknown) => void, now: () => number): TtlCache {
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

  return {
    async get(key, check) {
      const stored = await getEntry(key)
      if (stored === undefined) return undefined
      const entry = cacheEntrySchema.safeParse(stored)
      if (!entry.success || !check(entry.data.value)) {
        await deleteEntry(key)
        report(errorIn(STORAGE_MESSAGES, 'INVALID_CACHE_ENTRY', key))
        return undefined
      }
      if (entry.data.expiresAt <= now()) {
        await deleteEntry(key)
        return undefined
      }
      return entry.data.value
    },
    async set(key, value, ttlMs) {
      await setEntry(key, { value, expiresAt: now() + ttlMs })
    },
    delete: deleteEntry,
  }
}
