/**
 * SPEC §3/§9: the name cache in IndexedDB: the profiles of names found taken, kept 5 minutes, so retyping a name
 * does not ask again. A free name is not cached: it may be registered any moment. Nothing runs on it before the
 * plugin loads, so it is declared here, beside its one user, not on the descriptor.
 */
import type { CacheKey } from '../../kernel/plugin'
import { NAME_CACHE_MS } from './constants'
import { isNameProfile, type NameProfile } from './routes'

export { NAME_CACHE_MS }

export const NAME_CACHE: CacheKey<NameProfile> = { area: 'indexeddb', key: '@appkit-wallet/ens_cache', ttlMs: NAME_CACHE_MS, check: isNameProfile }
