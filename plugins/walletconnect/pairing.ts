/**
 * The pairing-URI rules of SPEC §4 and §9, pure so they can be proved with
 * fake timers: a pairing expires 4 minutes after it is shown and counts as
 * expired once 10 seconds or less remain, when a fresh URI replaces it. On
 * Telegram and iOS Safari the pending pairing is reused until it expires
 * (leaving for the wallet app and coming back must not change the URI);
 * elsewhere each visit to the view starts a new one.
 */

import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from './constants'

export { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS }

/** When a pairing shown at `shownAt` expires (the wcPairingExpiry of the connection state). */
export function pairingExpiry(shownAt: number): number {
  return shownAt + PAIRING_EXPIRY_MS
}

export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}

export interface PairingReuseInput {
  /** A connection attempt is waiting for the wallet. */
  pending: boolean
  expiry: number | undefined
  now: number
  /** Telegram or iOS Safari (SPEC §4). */
  reusesPairing: boolean
}

/** SPEC §4: keep the pending pairing, or start a fresh one. */
export function shouldReusePairing({ pending, expiry, now, reusesPairing }: PairingReuseInput): boolean {
  return pending && reusesPairing && !isPairingExpired(expiry, now)
}

export interface Clock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Call `refresh` when the pairing counts as expired (at once if it already
 * does). Returns the cancel. Re-arm it with the new expiry after each refresh.
 */
export function scheduleRefresh(expiry: number, refresh: () => void, clock: Clock = systemClock): () => void {
  const delay = Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - clock.now())
  const handle = clock.setTimeout(refresh, delay)
  return () => clock.clearTimeout(handle)
}
