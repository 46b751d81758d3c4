/** Wallet-list constants of SPEC §9. */
export const PAGE_SIZE = 40
export const SEARCH_ENTRIES = 100
export const SEARCH_DEBOUNCE_MS = 300
export const RECOMMENDED_ENTRIES = 4
/** Featured wallets are fetched with as many entries as featured ids, 4 when unknown. */
export const FEATURED_FALLBACK_ENTRIES = 4
/** SPEC §9: the prefetch loads the images of the first 20 wallets. */
export const PRELOADED_IMAGE_COUNT = 20
/** SPEC §9: an image preload still running after this long is dropped. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
