/**
 * Watches a page for what must never happen in our browser tests: uncaught
 * errors, unhandled promise rejections, Content-Security-Policy violations
 * (Trusted Types included), console errors (optional), and any request
 * leaving 127.0.0.1 (such requests are aborted). Call it before the
 * first goto: the rejection listener is an init script.
 */
import type { Page, Request, WebSocketRoute } from 'playwright-core'
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
  /** Hosts outside 127.0.0.1 that the page tried to reach (the requests were aborted). */
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

export async function guardPage(page: Page, options: GuardOptions = {}): Promise<PageGuard> {
  const problems: PageProblem[] = []
  const blocked: string[] = []
  const record = (kind: PageProblem['kind'], detail: string) => {
    // Chromium also reports an unhandled rejection as a pageerror: keep one entry, the precise kind.
    const uncaught = kind === 'pageerror' || kind === 'unhandledrejection'
    const twin = uncaught && problems.find((p) => (p.kind === 'pageerror' || p.kind === 'unhandledrejection') && p.detail === detail)
    if (!twin) problems.push({ kind, detail })
    else if (kind === 'unhandledrejection') twin.kind = kind
  }

  page.on('pageerror', (error) => record('pageerror', error.stack ?? error.message))
  if (options.failOnConsoleError ?? true) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (options.allowConsoleErrors?.some((pattern) => pattern.test(text))) return
      // An aborted external request also logs a console error; it is already recorded once.
      if (blocked.some((url) => text.includes(url)) || text.includes('net::ERR_BLOCKED_BY_CLIENT')) return
      record('console.error', text)
    })
  }

  await page.exposeBinding(REJECTION_BINDING, (_source, reason: string) => record('unhandledrejection', reason))
  await page.exposeBinding(CSP_BINDING, (_source, violation: string) => record('csp-violation', violation))
  await page.addInitScript(
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

  const blockExternal = (url: string) => {
    blocked.push(url)
    record('external-request', url)
  }
  await page.route('**/*', async (route) => {
    const request: Request = route.request()
    if (isLoopbackUrl(request.url())) return route.continue()
    blockExternal(request.url())
    return route.abort('blockedbyclient')
  })
  await page.routeWebSocket(/.*/, (socket: WebSocketRoute) => {
    if (isLoopbackUrl(socket.url())) {
      socket.connectToServer()
      return
    }
    blockExternal(socket.url())
    void socket.close({ code: 1008, reason: 'Blocked by the Portico test guard: not 127.0.0.1' })
  })

  const guard: PageGuard = {
    problems,
    blockedUrls: () => [...blocked],
    assertClean() {
      if (problems.length === 0) return
      const lines = problems.map((problem) => `  [${problem.kind}] ${problem.detail}`)
      throw new Error(`The page reported ${problems.length} problem(s):\n${lines.join('\n')}`)
    },
  }
  if (options.failTest ?? true) {
    try {
      onTestFinished(() => guard.assertClean())
    } catch {
      // Called outside a test (e.g. beforeAll): the caller asserts with assertClean().
    }
  }
  return guard
}
