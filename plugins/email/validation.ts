/** SPEC §5: email payloads must be valid e-mail strings; the login code is 6 digits. */
import * as z from 'zod/mini'

export const OTP_LENGTH = 6
const EMAIL = z.email()

export function isValidEmail(value: string): boolean {
  return z.safeParse(EMAIL, value.trim()).success
}

export function isCompleteOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)
}
