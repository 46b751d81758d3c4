/** Wallet-list constants of SPEC §9. */
export const PAGE_SIZE = 40
export const SEARCH_ENTRIES = 100
/** SPEC §9: a search answer shows no earlier than this after the keystroke. */
export const SEARCH_MIN_WAIT_MS = 300
/** The text has settled (a request leaves) when no key came for this long: typing on sends nothing. */
export const SEARCH_SETTLE_MS = 150
export const RECOMMENDED_ENTRIES = 4
/** Featured wallets are fetched with as many entries as featured ids, 4 when unknown. */
export const FEATURED_FALLBACK_ENTRIES = 4
/** SPEC §9: the prefetch loads the images of the first 20 wallets. */
export const PRELOADED_IMAGE_COUNT = 20
/** SPEC §9: an image preload still running after this long is dropped. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
