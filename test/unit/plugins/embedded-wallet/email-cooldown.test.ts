import { describe, expect, it } from 'vitest'
import { createStorage } from '../../../../kernel/storage'
import { cooldownSeconds, triggerEmailLogin } from '../../../../plugins/embedded-wallet/email-cooldown'
import { EMBEDDED_WALLET_KEYS } from '../../../../plugins/embedded-wallet/storage-keys'
import { isCompleteOtp, isValidEmail } from '../../../../plugins/email/validation'

describe('email login rules (SPEC §5): the frame\'s trigger interval and the email form\'s checks', () => {
  it("SPEC §5: a trigger within 30 s of the last one is refused with 'Please try again after N seconds'", () => {
    const storage = createStorage()
    expect(triggerEmailLogin(storage, 1_000_000)).toEqual({ allowed: true })
    expect(triggerEmailLogin(storage, 1_000_000 + 12_300)).toEqual({ allowed: false, message: 'Please try again after 18 seconds' })
    expect(triggerEmailLogin(storage, 1_000_000 + 30_000)).toEqual({ allowed: true })
  })

  it('SPEC §5: cooldown seconds round up and end at 30 s', () => {
    expect(cooldownSeconds(undefined, 5)).toBe(0)
    expect(cooldownSeconds(0, 1)).toBe(30)
    expect(cooldownSeconds(0, 29_001)).toBe(1)
    expect(cooldownSeconds(0, 30_000)).toBe(0)
  })

  it('SPEC §5: a last trigger ahead of the clock (clock set back, a tampered value) does not block logins for years', () => {
    expect(cooldownSeconds(9_999_999_999_999, 1_000_000)).toBe(0)
    const storage = createStorage()
    storage.set(EMBEDDED_WALLET_KEYS.lastEmailLoginTime, 9_999_999_999_999)
    expect(triggerEmailLogin(storage, 1_000_000)).toEqual({ allowed: true })
    expect(storage.get(EMBEDDED_WALLET_KEYS.lastEmailLoginTime)).toBe(1_000_000)
  })

  it('SPEC §5: email payloads must be valid e-mail strings; the code is 6 digits', () => {
    expect(isValidEmail('user@example.com')).toBe(true)
    expect(isValidEmail(' user@example.com ')).toBe(true)
    for (const bad of ['', 'user', 'user@', '@example.com', 'a b@example.com']) expect(isValidEmail(bad)).toBe(false)
    expect(isCompleteOtp('123456')).toBe(true)
    for (const bad of ['12345', '1234567', '12345a', '']) expect(isCompleteOtp(bad)).toBe(false)
  })
})
