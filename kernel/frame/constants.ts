/**
 * Message type strings of the embedded-wallet frame (SPEC §7) and its timing
 * constants (SPEC §9). The strings are the incumbent's wire names so that a
 * secure site speaking that protocol understands us.
 */

/** Requests the app sends to the frame, keyed by a short name. */
export const APP = {
  SWITCH_NETWORK: '@w3m-app/SWITCH_NETWORK',
  CONNECT_EMAIL: '@w3m-app/CONNECT_EMAIL',
  CONNECT_DEVICE: '@w3m-app/CONNECT_DEVICE',
  CONNECT_OTP: '@w3m-app/CONNECT_OTP',
  CONNECT_SOCIAL: '@w3m-app/CONNECT_SOCIAL',
  GET_FARCASTER_URI: '@w3m-app/GET_FARCASTER_URI',
  CONNECT_FARCASTER: '@w3m-app/CONNECT_FARCASTER',
  GET_USER: '@w3m-app/GET_USER',
  GET_SOCIAL_REDIRECT_URI: '@w3m-app/GET_SOCIAL_REDIRECT_URI',
  SIGN_OUT: '@w3m-app/SIGN_OUT',
  IS_CONNECTED: '@w3m-app/IS_CONNECTED',
  GET_CHAIN_ID: '@w3m-app/GET_CHAIN_ID',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  INIT_SMART_ACCOUNT: '@w3m-app/INIT_SMART_ACCOUNT',
  SET_PREFERRED_ACCOUNT: '@w3m-app/SET_PREFERRED_ACCOUNT',
  RPC_REQUEST: '@w3m-app/RPC_REQUEST',
  UPDATE_EMAIL: '@w3m-app/UPDATE_EMAIL',
  UPDATE_EMAIL_PRIMARY_OTP: '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP',
  UPDATE_EMAIL_SECONDARY_OTP: '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP',
  SYNC_THEME: '@w3m-app/SYNC_THEME',
  SYNC_DAPP_DATA: '@w3m-app/SYNC_DAPP_DATA',
  RELOAD: '@w3m-app/RELOAD',
  /** Portico addition: the heartbeat ping (SPEC §9 "heartbeat 5 s"). */
  HEARTBEAT: '@w3m-app/HEARTBEAT',
} as const

export type RequestName = keyof typeof APP
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
 */
export const REQUEST_TIMEOUT_MS: Record<RequestName, number | undefined> = {
  SWITCH_NETWORK: FRAME_TIMEOUT_MS,
  CONNECT_EMAIL: FRAME_TIMEOUT_MS,
  CONNECT_DEVICE: FRAME_TIMEOUT_MS,
  CONNECT_OTP: FRAME_TIMEOUT_MS,
  CONNECT_SOCIAL: FRAME_TIMEOUT_MS,
  GET_FARCASTER_URI: FRAME_TIMEOUT_MS,
  CONNECT_FARCASTER: undefined,
  GET_USER: FRAME_TIMEOUT_MS,
  GET_SOCIAL_REDIRECT_URI: FRAME_TIMEOUT_MS,
  SIGN_OUT: FRAME_TIMEOUT_MS,
  IS_CONNECTED: FRAME_TIMEOUT_MS,
  GET_CHAIN_ID: FRAME_TIMEOUT_MS,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: FRAME_TIMEOUT_MS,
  INIT_SMART_ACCOUNT: FRAME_TIMEOUT_MS,
  SET_PREFERRED_ACCOUNT: FRAME_TIMEOUT_MS,
  RPC_REQUEST: undefined,
  UPDATE_EMAIL: FRAME_TIMEOUT_MS,
  UPDATE_EMAIL_PRIMARY_OTP: FRAME_TIMEOUT_MS,
  UPDATE_EMAIL_SECONDARY_OTP: FRAME_TIMEOUT_MS,
  SYNC_THEME: FRAME_TIMEOUT_MS,
  SYNC_DAPP_DATA: FRAME_TIMEOUT_MS,
  RELOAD: FRAME_TIMEOUT_MS,
  HEARTBEAT: HEARTBEAT_INTERVAL_MS,
}

export { SAFE_RPC_METHODS, NOT_SAFE_RPC_METHODS } from './rpc-methods'
