/**
 * A browser session's clock under the test's control (Playwright's clock API), so a test that waits on
 * SPEC §9's timers (10 s timeouts, the 1 + 2 + 4 s backoff, Retry-After) does not sleep through them.
 *
 * Installed on the context before its pages load, the clock runs at the usual pace. While a test waits with
 * skipAheadDuring(wait), whenever every page waits on nothing but its timers (no request in flight other than
 * the ones the test stalls on purpose) the clock skips ahead a step: a timeout, a backoff or a delay then ends
 * as soon as nothing else can happen first, in the order and at the page times the code set. Outside those
 * waits time passes as usual, so what the test does next (a click, a view opened) happens at the page time it
 * would have (a 30 s retry lock is still on a second later). The page's own time (Date.now(), setTimeout,
 * AbortSignal.timeout) is the one that counts; what a test measures, it measures with pageNow().
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core'

/** How far the clock skips at a time: no more than SPEC §9's shortest wait (the 1 s backoff), so each fires on its own. */
const STEP_MS = 1_000
/** Real time between steps: the page and the devnet get to run, and requests just sent show up as in flight. */
const PAUSE_MS = 50

export interface SessionClock {
  /** Leaves a routed request unanswered (a stall the page must time out); the clock does not wait for it. */
  stall(route: Route): void
  /** Lets the clock skip ahead while `wait` is pending (see above); resolves or rejects as `wait` does. */
  skipAheadDuring<T>(wait: Promise<T>): Promise<T>
  /** What keeps the clock from skipping now (requests in flight, a step not taken yet): for a test's failure message. */
  heldBy(): string[]
}

/** The page's time: Date.now() on its clock (the session clock's, when installed). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now())
}

/** Installs the clock on a fresh context, before any page loads; it runs until the context closes. */
export async function installSessionClock(context: BrowserContext): Promise<SessionClock> {
  await context.clock.install()
  const inFlight = new Set<Request>()
  const stalled = new WeakSet<Request>()
  context.on('request', (request) => inFlight.add(request))
  context.on('requestfinished', (request) => inFlight.delete(request))
  context.on('requestfailed', (request) => inFlight.delete(request))
  let open = true
  context.on('close', () => (open = false))
  let waits = 0

  // A request of a page that closed meanwhile never reports its end: it no longer holds the clock.
  const pageClosed = (request: Request) => {
    try {
      return request.frame().page()?.isClosed() ?? false
    } catch {
      return false // a service worker's request has no frame
    }
  }
  const waitingOnTimersOnly = () => [...inFlight].every((request) => stalled.has(request) || pageClosed(request))
  let skipping: Promise<void> | undefined
  let stepSince: number | undefined
  const step = async () => {
    stepSince = Date.now()
    // A page that is navigating or closing refuses the step: the next round tries again.
    await context.clock.fastForward(STEP_MS).catch(() => undefined)
    stepSince = undefined
  }
  const skipWhileWaiting = async () => {
    while (open && waits > 0) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      if (open && waits > 0 && waitingOnTimersOnly()) await step()
    }
    skipping = undefined
  }

  return {
    stall(route) {
      stalled.add(route.request())
    },
    async skipAheadDuring(wait) {
      waits++
      skipping ??= skipWhileWaiting()
      try {
        return await wait
      } finally {
        waits--
      }
    },
    heldBy() {
      const requests = [...inFlight].filter((request) => !stalled.has(request) && !pageClosed(request)).map((request) => `${request.method()} ${request.url()}`)
      return stepSince === undefined ? requests : [...requests, `a ${STEP_MS} ms step asked ${Date.now() - stepSince} ms ago`]
    },
  }
}
