/** Wallet-list constants of SPEC §9. */
export const PAGE_SIZE = 40
export const SEARCH_ENTRIES = 100
export const SEARCH_DEBOUNCE_MS = 300
export const RECOMMENDED_ENTRIES = 4
/** Featured wallets are fetched with as many entries as featured ids, 4 when unknown. */
export const FEATURED_FALLBACK_ENTRIES = 4
/** Only the first rows load their image eagerly; the rest wait for the viewport. */
export const EAGER_IMAGE_COUNT = 20
/** SPEC §9: an image preload still running after this long is dropped. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
