/**
 * The OAuth popup of a social login: opened on the user's click (so no popup
 * blocker stops it), sent to the stand-in/provider page once the frame gave
 * its address, and watched until it is back on the app's origin with a
 * `result_uri` (reading its address throws while it is on another origin).
 */
import { resultUriOf } from './result-uri'

const POPUP_FEATURES = 'width=600,height=800,popup=yes'
const POLL_MS = 250

/** Only one login popup at a time: the click opens it, the connecting view drives it. */
let current: Window | null = null

export function openSocialPopup(): Window | null {
  current?.close()
  current = window.open('about:blank', 'portico-social-login', POPUP_FEATURES)
  return current
}

export function currentSocialPopup(): Window | null {
  return current
}

export class PopupClosedError extends Error {
  override readonly name = 'PopupClosedError'
  constructor() {
    super('The sign-in window was closed')
  }
}

/** Resolves with the popup's result URI (and closes it); rejects when the user closes it or `signal` aborts. */
export function waitForPopupResult(popup: Window, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (signal?.aborted) return finish(() => reject(new PopupClosedError()))
      if (popup.closed) return finish(() => reject(new PopupClosedError()))
      let href: string | undefined
      try {
        href = popup.location.href
      } catch {
        return // still on the provider's origin
      }
      const result = resultUriOf(href)
      if (result) finish(() => resolve(result))
    }, POLL_MS)
    const finish = (settle: () => void) => {
      clearInterval(timer)
      popup.close()
      if (current === popup) current = null
      settle()
    }
  })
}
