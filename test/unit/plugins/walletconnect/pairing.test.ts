import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  isPairingExpired,
  pairingExpiry,
  scheduleRefresh,
  shouldReusePairing,
  systemClock,
} from '../../../../plugins/walletconnect/pairing'
import { isTelegram } from '../../../../kernel/platform'
import { isIosSafari, reusesPairing } from '../../../../plugins/walletconnect/platform'

const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1'
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

describe('pairing expiry (SPEC §9: 4 min, expired when 10 s or less remain)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('SPEC §9: a pairing expires 4 minutes after it is shown', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
    expect(pairingExpiry(Date.now())).toBe(Date.now() + 240_000)
  })

  it('SPEC §9: counts as expired once 10 s or less remain, not before', () => {
    const expiry = pairingExpiry(Date.now())
    expect(isPairingExpired(expiry, Date.now())).toBe(false)
    expect(isPairingExpired(expiry, expiry - PAIRING_EXPIRY_MARGIN_MS - 1)).toBe(false)
    expect(isPairingExpired(expiry, expiry - PAIRING_EXPIRY_MARGIN_MS)).toBe(true)
    expect(isPairingExpired(expiry, expiry + 1)).toBe(true)
    expect(isPairingExpired(undefined, Date.now())).toBe(true)
  })

  it('SPEC §9: scheduleRefresh asks for a fresh URI exactly when 10 s remain (fake timers)', () => {
    const refresh = vi.fn()
    scheduleRefresh(pairingExpiry(Date.now()), refresh, systemClock)
    vi.advanceTimersByTime(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('SPEC §9: each fresh URI re-arms the timer; cancelling stops it', () => {
    const refresh = vi.fn()
    let cancel = scheduleRefresh(pairingExpiry(Date.now()), refresh)
    vi.advanceTimersByTime(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS)
    cancel = scheduleRefresh(pairingExpiry(Date.now()), refresh)
    vi.advanceTimersByTime(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS)
    expect(refresh).toHaveBeenCalledTimes(2)
    cancel = scheduleRefresh(pairingExpiry(Date.now()), refresh)
    cancel()
    vi.advanceTimersByTime(PAIRING_EXPIRY_MS)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('SPEC §9: an already expired pairing is refreshed at once', () => {
    const refresh = vi.fn()
    scheduleRefresh(Date.now() + 5_000, refresh)
    vi.advanceTimersByTime(0)
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})

describe('pairing reuse (SPEC §4: Telegram and iOS Safari reuse the pending pairing until expiry)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('SPEC §4: on Telegram/iOS Safari a pending pairing is reused until it counts as expired', () => {
    const expiry = pairingExpiry(Date.now())
    const reuse = () => shouldReusePairing({ pending: true, expiry, now: Date.now(), reusesPairing: true })
    expect(reuse()).toBe(true)
    vi.advanceTimersByTime(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(reuse()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(reuse()).toBe(false)
  })

  it('SPEC §4: elsewhere a new pairing starts every time, and nothing is reused without a pending one', () => {
    const expiry = pairingExpiry(Date.now())
    expect(shouldReusePairing({ pending: true, expiry, now: Date.now(), reusesPairing: false })).toBe(false)
    expect(shouldReusePairing({ pending: false, expiry, now: Date.now(), reusesPairing: true })).toBe(false)
  })

  it('SPEC §4: Telegram and iOS Safari are recognised; iOS Chrome and desktop are not', () => {
    expect(isTelegram({ telegram: true })).toBe(true)
    expect(isTelegram({ userAgent: `${DESKTOP_CHROME} Telegram-Android/10.0` })).toBe(true)
    expect(isIosSafari({ userAgent: IOS_SAFARI })).toBe(true)
    expect(isIosSafari({ userAgent: IOS_CHROME })).toBe(false)
    expect(reusesPairing({ userAgent: DESKTOP_CHROME })).toBe(false)
    expect(reusesPairing({ userAgent: IOS_SAFARI })).toBe(true)
  })
})
