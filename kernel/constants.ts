/**
 * The kernel's SPEC §9 constants, each defined here once (test/unit/spec-constants.test.ts holds each to the
 * spec's value). Two parts of the kernel keep theirs beside their code, in constants modules of their own:
 * the frame bridge (kernel/frame/constants.ts: timeouts, heartbeat, the secure site's SDK version: loaded
 * with the bridge) and the wallet list (kernel/wallets/constants.ts: page size, search, images). Plugins and
 * adapters keep theirs in their own constants.ts.
 */

/** The auth connector (the embedded wallet) serves these namespaces. Here, not beside the frame's constants:
 *  plugin descriptors read it, and the frame's module loads only with the bridge. */
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const

/* Caches (kernel/storage.ts, kernel/connection/balances.ts, kernel/json-rpc.ts) */
/** Balance and portfolio caches live 30 s. */
export const BALANCE_CACHE_MS = 30_000
export const PORTFOLIO_CACHE_MS = 30_000
/** The identity cache lives 5 min (the names plugin keeps its name cache as long). */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** Client cache 1 s: identical JSON-RPC reads share one answer this long. */
export const CLIENT_CACHE_MS = 1_000
/** A failed token-balance fetch blocks retries for 30 s (SPEC §4). */
export const BALANCE_RETRY_LOCK_MS = 30_000

/** Recent wallets kept. */
export const RECENT_WALLETS_KEPT = 2

/* Toasts (kernel/toast.ts) */
/** Toast swap delay: an open toast closes first and the new one shows this much later. */
export const TOAST_SWAP_DELAY_MS = 150
/**
 * How long an auto-closing toast or snackbar stays. The spec lists "other constants 10 s, 5 s, 3 s" without
 * naming them; 3 s is the one that fits a one-line message (the incumbent hides its snackbar after about
 * 2.5 s). 10 s is the HTTP timeout below, 5 s the frame's heartbeat.
 */
export const TOAST_AUTO_CLOSE_MS = 3_000

/* HTTP (kernel/http.ts): "query retry backoff 1000*2^n ms capped 30 s; client default retries 3; HTTP retried
   on 403, 408, 413, 429, 500, 502, 503, 504 honoring Retry-After", with the 10 s timeout of the RPC line. */
export const HTTP_TIMEOUT_MS = 10_000
export const HTTP_RETRIES = 3
export const HTTP_BACKOFF_BASE_MS = 1_000
export const HTTP_BACKOFF_CAP_MS = 30_000
export const HTTP_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

/* JSON-RPC (kernel/json-rpc.ts): "RPC retries 3 with delay 150 ms; HTTP RPC timeout 10000 ms, batch 1000". */
export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRIES = 3
export const RPC_RETRY_DELAY_MS = 150
/** The calls one JSON-RPC batch carries at most; a longer list is sent in several. */
export const RPC_BATCH_SIZE = 1_000

/* The log (kernel/logger.ts): "log buffer about 1 MB; default log level 'error'". */
export const DEFAULT_LOG_LEVEL = 'error'
/** The entries' text kept at most, in characters; the oldest go first. */
export const LOG_BUFFER_CHARS = 1_000_000
