/**
 * Platform detection (SPEC §9: "mobile detected by coarse pointer or user
 * agent"). Reads browser globals only when called, so it is safe in Node.
 */

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i

export interface PlatformProbe {
  matchMedia?: (query: string) => { matches: boolean }
  userAgent?: string
}

function browserProbe(): PlatformProbe {
  const g = globalThis as { matchMedia?: PlatformProbe['matchMedia']; navigator?: { userAgent?: string } }
  return {
    matchMedia: typeof g.matchMedia === 'function' ? g.matchMedia.bind(globalThis) : undefined,
    userAgent: g.navigator?.userAgent,
  }
}

/** True on a coarse-pointer device or a mobile user agent; false in Node. */
export function isMobile(probe: PlatformProbe = browserProbe()): boolean {
  if (probe.matchMedia?.('(pointer:coarse)').matches) return true
  return probe.userAgent !== undefined && MOBILE_USER_AGENT.test(probe.userAgent)
}

/** Telegram's in-app browser: its web-view bridges, or its user agent. */
export interface TelegramProbe {
  userAgent?: string
  /** Telegram's web-view bridges, when present. */
  telegram?: boolean
}

function telegramProbe(): TelegramProbe {
  const g = globalThis as { navigator?: { userAgent?: string }; Telegram?: unknown; TelegramWebviewProxy?: unknown }
  return { userAgent: g.navigator?.userAgent, telegram: Boolean(g.Telegram ?? g.TelegramWebviewProxy) }
}

/**
 * True inside Telegram's in-app browser, where SPEC §4 reuses a WalletConnect pairing and a social login
 * takes the whole tab (a popup there opens outside the app, SPEC §2's result_uri return).
 */
export function isTelegram(probe: TelegramProbe = telegramProbe()): boolean {
  return probe.telegram === true || /Telegram/i.test(probe.userAgent ?? '')
}

/**
 * Whether the page is being left: its window is closing (a login popup its
 * opener closes: `closed` turns true at once, before any pagehide), or it
 * navigated away (pagehide until a pageshow). The loads it had in flight then
 * fail for that reason alone. Listens from the call on; never leaving in Node.
 */
export function watchPageLeaving(): () => boolean {
  let hidden = false
  if (typeof addEventListener === 'function') {
    addEventListener('pagehide', () => (hidden = true))
    addEventListener('pageshow', () => (hidden = false))
  }
  return () => hidden || (globalThis as { closed?: boolean }).closed === true
}
