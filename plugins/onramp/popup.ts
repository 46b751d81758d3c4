/** The provider's window: opened in the person's click (so no blocker stops it), watched until it closes. */
const POPUP_FEATURES = 'width=500,height=720,popup=yes'
const POLL_MS = 400

/** Opens the blank popup the page is later sent to; null when the browser blocked it. */
export function openOnrampPopup(): Window | null {
  return window.open('about:blank', 'portico-onramp', POPUP_FEATURES)
}

/** Resolves once the popup is closed (by the person or the provider's page). */
export function whenClosed(popup: Window): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!popup.closed) return
      clearInterval(timer)
      resolve()
    }, POLL_MS)
  })
}
