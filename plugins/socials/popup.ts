/**
 * The OAuth popup of a social login: opened on the user's click (so no popup
 * blocker stops it), sent to the stand-in/provider page once the frame gave
 * its address, and watched until it is back on the app's origin with a
 * `result_uri` (reading its address throws while it is on another origin).
 */
import { errorIn } from '../../kernel/plugin'
import { SOCIALS_MESSAGES } from './messages'
import { resultUriOf } from './result-uri'

const POPUP_FEATURES = 'width=600,height=800,popup=yes'
const POLL_MS = 250

/** The login popup of one modal: the click opens it, the connecting view drives it; one at a time. */
export interface SocialPopups {
  open(): Window | null
  current(): Window | null
  /** The popup is done (result read, or closed). */
  release(popup: Window): void
}

/** `onChange`: the popup that is open now (SPEC §3 socialWindow), or undefined once it is done. */
export function createSocialPopups(onChange: (popup: Window | undefined) => void = () => undefined): SocialPopups {
  let current: Window | null = null
  return {
    open() {
      current?.close()
      current = window.open('about:blank', 'portico-social-login', POPUP_FEATURES)
      onChange(current ?? undefined)
      return current
    },
    current: () => current,
    release(popup) {
      if (current !== popup) return
      current = null
      onChange(undefined)
    },
  }
}

/** Resolves with the popup's result URI (and closes it); rejects when the user closes it or `signal` aborts. */
export function waitForPopupResult(popup: Window, popups: Pick<SocialPopups, 'release'>, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (signal?.aborted) return finish(() => reject(errorIn(SOCIALS_MESSAGES, 'SOCIAL_POPUP_CLOSED')))
      if (popup.closed) return finish(() => reject(errorIn(SOCIALS_MESSAGES, 'SOCIAL_POPUP_CLOSED')))
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
      popups.release(popup)
      settle()
    }
  })
}
