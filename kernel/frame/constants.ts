/**
 * Message type strings of the embedded-wallet frame (SPEC §7) and its timing
 * constants (SPEC §9). The strings are the incumbent's wire names so that a
 * secure site speaking that protocol understands us.
 */

/** Requests the app sends to the frame, by short name; each goes on the wire as '@w3m-app/<name>'. */
export const REQUEST_NAMES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  // Portico addition: the heartbeat ping (SPEC §9 "heartbeat 5 s").
  'HEARTBEAT',
] as const

export type RequestName = (typeof REQUEST_NAMES)[number]

/** The wire type of each request: '@w3m-app/X'. */
export const APP = Object.fromEntries(REQUEST_NAMES.map((name) => [name, `@w3m-app/${name}`])) as { readonly [N in RequestName]: `@w3m-app/${N}` }

export const FRAME_PREFIX = '@w3m-frame/'

/** The frame's success reply to a request: '@w3m-app/X' -> '@w3m-frame/X_SUCCESS'. */
export function successType<N extends RequestName>(name: N): `@w3m-frame/${N}_SUCCESS` {
  return `${FRAME_PREFIX}${name}_SUCCESS`
}

/** The frame's error reply to a request: '@w3m-app/X' -> '@w3m-frame/X_ERROR'. */
export function errorType<N extends RequestName>(name: N): `@w3m-frame/${N}_ERROR` {
  return `${FRAME_PREFIX}${name}_ERROR`
}

/** Unsolicited frame events. */
export const FRAME_READY = '@w3m-frame/READY'
export const FRAME_SESSION_UPDATE = '@w3m-frame/SESSION_UPDATE'

/** SPEC §9: the secure site's SDK version the frame page is asked for. */
export const SECURE_SITE_SDK_VERSION = '4'

/** SPEC §9: email, device, OTP, social and social-redirect requests time out at 30 s. */
export const FRAME_TIMEOUT_MS = 30_000
/** SPEC §9: heartbeat every 5 s. */
export const HEARTBEAT_INTERVAL_MS = 5_000
/** How long the frame may take to load and say READY before 'Unable to load email login dependency'. */
export const FRAME_LOAD_TIMEOUT_MS = 30_000

/**
 * Per-request timeout. SPEC §9 names email, device, OTP, social and
 * social-redirect at 30 s. Quick state queries (user, chain, theme, ...) get
 * the same 30 s: the frame answers them at once, so silence that long means
 * a dead frame and the modal must not wait forever. Two requests wait on a
 * person, not the frame, and have no timer (the caller's AbortSignal ends
 * them): RPC_REQUEST (a transaction may wait for the chain) and
 * CONNECT_FARCASTER (resolves when the user confirms on another device).
 * The heartbeat's answer is due before the next one.
 */
export function requestTimeout(name: RequestName): number | undefined {
  return name === 'RPC_REQUEST' || name === 'CONNECT_FARCASTER' ? undefined : name === 'HEARTBEAT' ? HEARTBEAT_INTERVAL_MS : FRAME_TIMEOUT_MS
}

export { SAFE_RPC_METHODS, NOT_SAFE_RPC_METHODS } from './rpc-methods'
