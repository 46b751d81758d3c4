/**
 * Watches a page for what must never happen in our browser tests: uncaught
 * errors, unhandled promise rejections, Content-Security-Policy violations
 * (Trusted Types included), console errors (optional), and any request
 * or WebSocket bound elsewhere than 127.0.0.1 (the run's browser sends those
 * to a proxy that cuts them: browser.ts). launchBrowser guards
 * every page of its context, popups and second tabs included, from its first
 * document; guardPage returns a page's guard and adjusts its options.
 */
import type { BrowserContext, Page, Request } from 'playwright-core'
import { onTestFinished } from 'vitest'

export interface GuardOptions {
  /** Treat console.error as a failure. Default true. */
  failOnConsoleError?: boolean
  /** Console errors matching one of these are tolerated. */
  allowConsoleErrors?: RegExp[]
  /** Fail the running test when it finishes with problems recorded. Default true. */
  failTest?: boolean
}

export interface PageProblem {
  kind: 'pageerror' | 'unhandledrejection' | 'csp-violation' | 'console.error' | 'external-request'
  detail: string
}

export interface PageGuard {
  readonly problems: PageProblem[]
  /** URLs outside 127.0.0.1 that the page tried to reach (the requests failed at the browser's proxy). */
  blockedUrls(): string[]
  /** Throw if anything was recorded. */
  assertClean(): void
}

const REJECTION_BINDING = '__porticoGuardRejection'
const CSP_BINDING = '__porticoGuardCsp'

export function isLoopbackUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  // Data, blob and about URLs never reach the network.
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'about:') return true
  return parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost' || parsed.hostname === '[::1]'
}

/** Schemes the browser fetches over the network; any other (a wc: pairing link, mailto:) goes to the system, not to a host. */
const NETWORK_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:'])

/** Whether the browser would send this request to a host other than 127.0.0.1 (what the guard records). */
function leavesLoopback(url: string): boolean {
  let protocol: string
  try {
    protocol = new URL(url).protocol
  } catch {
    return true
  }
  return NETWORK_SCHEMES.has(protocol) && !isLoopbackUrl(url)
}

interface Watched {
  guard: PageGuard
  options: { failOnConsoleError: boolean; allowConsoleErrors: RegExp[]; failTest: boolean }
  record(kind: PageProblem['kind'], detail: string): void
  blocked(url: string): void
  /** Whether the running test already checks this page when it finishes. */
  checked: boolean
}

const watchedPages = new WeakMap<Page, Watched>()
const guardedContexts = new WeakMap<BrowserContext, Promise<void>>()

/** Make the running test (if any) fail when it finishes with problems on this page, unless failTest is off by then. */
function checkWhenTestFinishes(watched: Watched): void {
  if (watched.checked || !watched.options.failTest) return
  try {
    onTestFinished(() => {
      if (watched.options.failTest) watched.guard.assertClean()
    })
    watched.checked = true
  } catch {
    // Opened outside a test (e.g. beforeAll): its owner asserts with assertClean().
  }
}

/** The page's record, created once: listeners attach synchronously, so a popup is watched from its first event. */
function watch(page: Page): Watched {
  const existing = watchedPages.get(page)
  if (existing) return existing
  const problems: PageProblem[] = []
  const blockedUrls: string[] = []
  const watched: Watched = {
    options: { failOnConsoleError: true, allowConsoleErrors: [], failTest: true },
    checked: false,
    record(kind, detail) {
      // Chromium also reports an unhandled rejection as a pageerror: keep one entry, the precise kind.
      const uncaught = kind === 'pageerror' || kind === 'unhandledrejection'
      const twin = uncaught && problems.find((p) => (p.kind === 'pageerror' || p.kind === 'unhandledrejection') && p.detail === detail)
      if (!twin) problems.push({ kind, detail })
      else if (kind === 'unhandledrejection') twin.kind = kind
    },
    blocked(url) {
      blockedUrls.push(url)
      watched.record('external-request', url)
    },
    guard: {
      problems,
      blockedUrls: () => [...blockedUrls],
      assertClean() {
        if (problems.length === 0) return
        const lines = problems.map((problem) => `  [${problem.kind}] ${problem.detail}`)
        throw new Error(`The page reported ${problems.length} problem(s):\n${lines.join('\n')}`)
      },
    },
  }
  watchedPages.set(page, watched)
  page.on('pageerror', (error) => watched.record('pageerror', error.stack ?? error.message))
  // A WebSocket bound elsewhere than 127.0.0.1 fails at the browser's proxy (browser.ts); the attempt is recorded.
  page.on('websocket', (socket) => {
    if (leavesLoopback(socket.url())) watched.blocked(socket.url())
  })
  page.on('console', (message) => {
    if (message.type() !== 'error' || !watched.options.failOnConsoleError) return
    const text = message.text()
    if (watched.options.allowConsoleErrors.some((pattern) => pattern.test(text))) return
    // A blocked external request also logs a console error (its URL in the text or as the location): it is already recorded once.
    if (blockedUrls.some((url) => text.includes(url) || message.location().url === url)) return
    watched.record('console.error', text)
  })
  checkWhenTestFinishes(watched)
  return watched
}

/** The page a request came from; a service worker's has none, so it is recorded on every page of the context. */
function pagesOf(request: Request, context: BrowserContext): Page[] {
  try {
    const page = request.frame().page()
    if (page) return [page]
  } catch {
    // not from a frame
  }
  return context.pages()
}

/**
 * Guard every page of a context, now and later (popups, second tabs): the bindings, the init script and the
 * request watch are the context's, so a popup is covered from its first document. launchBrowser calls it.
 */
export function guardContext(context: BrowserContext): Promise<void> {
  const existing = guardedContexts.get(context)
  if (existing) return existing
  const setup = (async () => {
    context.on('page', (page) => void watch(page))
    // The browser sends every request bound elsewhere than 127.0.0.1 to a proxy that cuts it (browser.ts), so
    // the guard only watches: no request waits on a route here (a route would also turn off the HTTP cache).
    context.on('request', (request) => {
      if (!leavesLoopback(request.url())) return
      for (const page of pagesOf(request, context)) watch(page).blocked(request.url())
    })
    for (const page of context.pages()) watch(page)
    await context.exposeBinding(REJECTION_BINDING, ({ page }, reason: string) => watch(page).record('unhandledrejection', reason))
    await context.exposeBinding(CSP_BINDING, ({ page }, violation: string) => watch(page).record('csp-violation', violation))
    await context.addInitScript(
      ([rejectionBinding, cspBinding]) => {
        const report = (binding: string, detail: string) => void (window as unknown as Record<string, (detail: string) => void>)[binding]?.(detail)
        window.addEventListener('unhandledrejection', (event) => {
          const reason = event.reason as { stack?: string } | undefined
          report(rejectionBinding, String(reason?.stack ?? event.reason))
        })
        // Every frame runs this: the page's, the embedded wallet's and any other. Violations are composed events.
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''
          report(cspBinding, `${location.origin}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`)
        })
      },
      [REJECTION_BINDING, CSP_BINDING] as const,
    )
  })()
  guardedContexts.set(context, setup)
  return setup
}

/**
 * The page's guard, with these options merged in (allowed console errors add up; the flags given win). Every
 * page of a launchBrowser context is already guarded; calling this again returns the same guard.
 */
export async function guardPage(page: Page, options: GuardOptions = {}): Promise<PageGuard> {
  await guardContext(page.context())
  const watched = watch(page)
  watched.options.allowConsoleErrors.push(...(options.allowConsoleErrors ?? []))
  if (options.failOnConsoleError !== undefined) watched.options.failOnConsoleError = options.failOnConsoleError
  if (options.failTest !== undefined) watched.options.failTest = options.failTest
  checkWhenTestFinishes(watched)
  return watched.guard
}
