/**
 * SPEC §5/§9: an email login trigger is blocked for 30 s after the last one (the frame's allowed-to-trigger
 * interval), with 'Please try again after N seconds'. The time of the last trigger is the stored
 * LAST_EMAIL_LOGIN_TIME (cleared on login success, SPEC §4).
 */
import { messageIn, type Storage } from '../../kernel/plugin'
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants'
import { EMBEDDED_WALLET_MESSAGES } from './messages'
import { EMBEDDED_WALLET_KEYS } from './storage-keys'

export { EMAIL_LOGIN_COOLDOWN_MS }

/** Whole seconds left before another trigger is allowed; 0 when allowed. */
export function cooldownSeconds(lastTrigger: number | undefined, now: number): number {
  // A time ahead of the clock (the clock set back, a tampered value) would otherwise block logins for years.
  if (lastTrigger === undefined || lastTrigger > now) return 0
  const left = EMAIL_LOGIN_COOLDOWN_MS - (now - lastTrigger)
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** Record a trigger, or return the cooldown message when it is too soon. */
export function triggerEmailLogin(storage: Storage, now = Date.now()): { allowed: true } | { allowed: false; message: string } {
  const seconds = cooldownSeconds(storage.get(EMBEDDED_WALLET_KEYS.lastEmailLoginTime), now)
  if (seconds > 0) return { allowed: false, message: messageIn(EMBEDDED_WALLET_MESSAGES, 'EMAIL_COOLDOWN', seconds) }
  storage.set(EMBEDDED_WALLET_KEYS.lastEmailLoginTime, now)
  return { allowed: true }
}
