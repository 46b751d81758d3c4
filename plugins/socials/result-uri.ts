/**
 * SPEC §2: social login (Telegram's full-page redirect) comes back to the
 * app with a `result_uri` query parameter; it is read once and removed from
 * the address. Reads `location` only when called.
 */
export const RESULT_URI_PARAM = 'result_uri'

/** The result URI in an address, if any. */
export function resultUriOf(href: string): string | undefined {
  try {
    return new URL(href).searchParams.get(RESULT_URI_PARAM) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * True when this page is a full-page return with a result (not a login popup, which its opener reads). The
 * descriptor asks it at start, so it stays tiny: reading `opener` and `search` never throws.
 */
export function hasPageResult(): boolean {
  return !globalThis.window?.opener && new URLSearchParams(globalThis.location?.search).has(RESULT_URI_PARAM)
}

/** Read the page's result URI and remove it from the address (history.replaceState). */
export function takePageResult(): string | undefined {
  if (!hasPageResult()) return undefined
  const url = new URL(location.href)
  const result = url.searchParams.get(RESULT_URI_PARAM) ?? undefined
  url.searchParams.delete(RESULT_URI_PARAM)
  history.replaceState(history.state, '', url.toString())
  return result
}
