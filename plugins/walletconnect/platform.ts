/**
 * The platforms SPEC §4 treats apart for pairings: Telegram's in-app browser
 * and Safari on iOS. Reads browser globals only when called (SSR-safe).
 */

import { isTelegram, type TelegramProbe } from '../../kernel/plugin'

/** What the checks read: the user agent, and whether Telegram's web-view bridges are present. */
export type BrowserProbe = TelegramProbe

const browserProbe = (): BrowserProbe => ({ userAgent: (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent })

/** Safari on iPhone/iPad: WebKit without another browser's marker (Chrome, Firefox, Edge on iOS add one). */
export function isIosSafari(probe: BrowserProbe = browserProbe()): boolean {
  const ua = probe.userAgent ?? ''
  return /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua)
}

/** SPEC §4: on these the pending pairing is reused until expiry. */
export function reusesPairing(probe?: BrowserProbe): boolean {
  // Each check reads the browser itself when no probe is given (isTelegram its web-view bridges too).
  return isTelegram(probe) || isIosSafari(probe)
}
