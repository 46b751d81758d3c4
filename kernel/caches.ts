/**
 * The kernel's IndexedDB caches (SPEC §3, durations SPEC §9): a connected account's balances and identity. Apart
 * from storage.ts, so their schemas load with the balances (connection/balances.ts), not with the runtime; the
 * identity cache also serves plugins' lookups (kernel/plugin).
 */
import * as z from 'zod/mini'
import { BALANCE_CACHE_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from './constants'
import { balanceSchema, identitySchema } from './services/account'
import { STORAGE_PREFIX } from './session-keys'
import { matches } from './storage'
import type { CacheKey } from './storage-types'

const cache = <T>(key: string, ttlMs: number, schema: z.ZodMiniType<T>): CacheKey<T> => ({ area: 'indexeddb', key, ttlMs, check: matches(schema) })

const nativeBalanceSchema = z.object({ balance: z.string(), symbol: z.string() })

export const KERNEL_CACHES = {
  balance: cache(`${STORAGE_PREFIX}native_balance_cache`, BALANCE_CACHE_MS, nativeBalanceSchema),
  portfolio: cache(`${STORAGE_PREFIX}portfolio_cache`, PORTFOLIO_CACHE_MS, balanceSchema),
  identity: cache(`${STORAGE_PREFIX}identity_cache`, IDENTITY_CACHE_MS, identitySchema),
}
