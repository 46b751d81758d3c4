/**
 * One-time codes: six random digits, single use, expiring, a few attempts.
 * Each code is bound to a purpose (login, or each step of an e-mail update).
 */
import { randomInt } from 'node:crypto'
import type { Inbox } from './inbox'

const OTP_TTL_MS = 10 * 60_000
const MAX_ATTEMPTS = 5

interface Issued {
  otp: string
  expires: number
  attempts: number
}

export class OtpStore {
  readonly #issued = new Map<string, Issued>()

  constructor(private readonly inbox: Inbox) {}

  /** Issue a fresh code for `purpose` and mail it to `email` (replaces any earlier one). */
  issue(purpose: string, email: string): void {
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
    this.#issued.set(purpose, { otp, expires: Date.now() + OTP_TTL_MS, attempts: 0 })
    this.inbox.deliver({ kind: 'otp', to: email.toLowerCase(), otp, at: Date.now() })
  }

  /** True once for the right code; wrong codes count towards the attempt limit. */
  verify(purpose: string, otp: string): boolean {
    const issued = this.#issued.get(purpose)
    if (!issued || issued.expires < Date.now()) return false
    if (issued.otp !== otp) {
      issued.attempts += 1
      if (issued.attempts >= MAX_ATTEMPTS) this.#issued.delete(purpose)
      return false
    }
    this.#issued.delete(purpose)
    return true
  }
}
