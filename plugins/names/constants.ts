/** The names plugin's SPEC §9 constants, each defined here once. */

/** SPEC §9 "name debounce 500 ms": suggestions and availability are asked this long after the last keystroke. */
export const NAME_DEBOUNCE_MS = 500
/** SPEC §9 "ENS and identity cache 5 min": the name cache's entries live this long. */
export const NAME_CACHE_MS = 5 * 60_000
