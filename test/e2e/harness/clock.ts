/**
 * A browser session's clock under the test's control (Playwright's clock API), so a test that waits on
 * SPEC §9's timers (10 s timeouts, the 1 + 2 + 4 s backoff, Retry-After) does not sleep through them.
 *
 * Installed on the context before its pages load, the clock runs at the usual pace and, whenever every page
 * waits on nothing but its timers (no request in flight other than the ones the test stalls on purpose),
 * it skips ahead a step: a timeout, a backoff or a delay then ends as soon as nothing else can happen first,
 * in the order and at the page times the code set. The page's own time (Date.now(), setTimeout,
 * AbortSignal.timeout) is the one that counts; what a test measures, it measures with pageNow().
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core'

/** How far the clock skips at a time: well under SPEC §9's shortest waits that matter (1 s backoff, 10 s timeouts). */
const STEP_MS = 500
/** Real time between steps: the page and the devnet get to run, and requests just sent show up as in flight. */
const PAUSE_MS = 25

export interface SessionClock {
  /** Leaves a routed request unanswered (a stall the page must time out); the clock does not wait for it. */
  stall(route: Route): void
}

/** The page's time: Date.now() on its clock (the session clock's, when installed). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now())
}

/**
 * Installs the clock on a fresh context (before any page loads) and skips it ahead while its pages only
 * wait on timers, until the context closes.
 */
export async function installSessionClock(context: BrowserContext): Promise<SessionClock> {
  await context.clock.install()
  const inFlight = new Set<Request>()
  const stalled = new WeakSet<Request>()
  context.on('request', (request) => inFlight.add(request))
  context.on('requestfinished', (request) => inFlight.delete(request))
  context.on('requestfailed', (request) => inFlight.delete(request))
  let open = true
  context.on('close', () => (open = false))

  // A request of a page that closed meanwhile never reports its end: it no longer holds the clock.
  const pageClosed = (request: Request) => {
    try {
      return request.frame().page()?.isClosed() ?? false
    } catch {
      return false // a service worker's request has no frame
    }
  }
  const waitingOnTimersOnly = () => [...inFlight].every((request) => stalled.has(request) || pageClosed(request))
  void (async () => {
    while (open) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      // A page that is navigating or closing refuses the step: the next round tries again.
      if (open && waitingOnTimersOnly()) await context.clock.fastForward(STEP_MS).catch(() => undefined)
    }
  })()

  return {
    stall(route) {
      stalled.add(route.request())
    },
  }
}
