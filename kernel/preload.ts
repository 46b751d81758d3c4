/**
 * When the browser is idle after the page loaded, the modal's code is loaded
 * so the first click shows it at once, without competing with the app's own
 * start (issue 16: the UI is not in the initial bundle, so it must not be
 * fetched on the click). Not in Node: there is nothing to show.
 */
const IDLE_DEADLINE_MS = 1500

export function preloadWhenIdle(preload: () => void): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return
  // A page that is never idle (animations, polling) still gets it, a little later.
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => preload(), { timeout: IDLE_DEADLINE_MS }) : setTimeout(preload, 1))
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}
