/**
 * The platforms SPEC §4 treats apart for pairings: Telegram's in-app browser
 * and Safari on iOS. Reads browser globals only when called (SSR-safe).
 */

export interface BrowserProbe {
  userAgent?: string
  /** Telegram's web-view bridges, when present. */
  telegram?: boolean
}

function browserProbe(): BrowserProbe {
  const g = globalThis as { navigator?: { userAgent?: string }; Telegram?: unknown; TelegramWebviewProxy?: unknown }
  return { userAgent: g.navigator?.userAgent, telegram: Boolean(g.Telegram ?? g.TelegramWebviewProxy) }
}

export function isTelegram(probe: BrowserProbe = browserProbe()): boolean {
  return probe.telegram === true || /Telegram/i.test(probe.userAgent ?? '')
}

/** Safari on iPhone/iPad: WebKit without another browser's marker (Chrome, Firefox, Edge on iOS add one). */
export function isIosSafari(probe: BrowserProbe = browserProbe()): boolean {
  const ua = probe.userAgent ?? ''
  return /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua)
}

/** SPEC §4: on these the pending pairing is reused until expiry. */
export function reusesPairing(probe: BrowserProbe = browserProbe()): boolean {
  return isTelegram(probe) || isIosSafari(probe)
}
