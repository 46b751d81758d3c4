/**
 * Debian's chromium for the browser tests (FACTS.md: no Playwright browser download works here), as its
 * headless shell (scripts/ensure-chromium.mjs installs the package): measured here, the same tests took
 * about a quarter less CPU and wall time than with the desktop binary, whose browser process did twice the
 * work. One browser serves the whole run (global-setup.ts launches it as a Playwright browser server); each
 * test file connects to it once, and each session is a fresh browser context of its own (its own storage,
 * cookies and pages), every page of it under the page guard. Close the session to drop the context.
 */
import { mkdir } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { guardContext } from './guard'

/** Debian's chromium-headless-shell (the same path as scripts/ensure-chromium.mjs). */
export const CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's browser server (global-setup.ts), which every test file connects to. */
    browserWsEndpoint: string
  }
}

/** The size the artefact screenshots are taken at (screenshot.ts), and the size a desktop-layout test sets itself. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 }

/** A phone's size: the modal's bottom-sheet layout (below 430 px wide). */
export const PHONE_VIEWPORT = { width: 360, height: 740 }

/**
 * Every context's size unless a test asks for another: the modal's desktop layout (its fixed 360 px, centred; the
 * phone sheet starts below 430 px) at the desktop's height, so every view is as tall as at 1280x800. Chromium's
 * software compositing and raster grow with the area drawn: the twelve heaviest files of the suite, each run alone
 * in a cpuacct cgroup, took 608 CPU-s at 1280x800 and 541 at this size (screenshots still at 1280x800).
 */
export const TEST_VIEWPORT = { width: 480, height: DESKTOP_VIEWPORT.height }

export interface BrowserSession {
  context: BrowserContext
  newPage(): Promise<Page>
  /** Close every page and the context. Safe to call twice. */
  close(): Promise<void>
}

export interface LaunchOptions {
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
  /** Phone emulation: a mobile viewport with touch (a coarse pointer) and, when given, a phone's user agent. */
  mobile?: { userAgent?: string }
  /** IANA time zone the pages run in (e.g. 'Asia/Shanghai'). */
  timezoneId?: string
  /** prefers-reduced-motion (default 'reduce'); 'no-preference' for a test of the animations. */
  motion?: 'reduce' | 'no-preference'
}

/**
 * The run's browser server: launched once by the global setup, closed by its teardown.
 *
 * Nothing may leave 127.0.0.1 (DESIGN "Tests"): every request Chromium would send elsewhere goes to a proxy that
 * cuts each connection at once (here, on a loopback port), so it fails in the page (net::ERR_CONNECTION_RESET)
 * without being intercepted; Chromium never sends loopback requests (127.0.0.1, localhost, [::1]) through a
 * proxy. The page guard (guard.ts) records each such attempt from the request and WebSocket events.
 */
export async function launchBrowserServer(): Promise<{ wsEndpoint(): string; close(): Promise<void> }> {
  const sink = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve, reject) => {
    sink.once('error', reject)
    sink.listen(0, '127.0.0.1', resolve)
  })
  const closeSink = () => new Promise<void>((resolve) => sink.close(() => resolve()))
  const { port } = sink.address() as AddressInfo
  let server: BrowserServer
  try {
    server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, `--proxy-server=http://127.0.0.1:${port}`] })
  } catch (error) {
    await closeSink()
    throw error
  }
  return {
    wsEndpoint: () => server.wsEndpoint(),
    close: async () => {
      await server.close()
      await closeSink()
    },
  }
}

let connection: Promise<Browser> | undefined

/** This file's connection to the run's browser, opened on first use and closed after the file's tests. */
function sharedBrowser(): Promise<Browser> {
  if (!connection) {
    const connecting = chromium.connect(inject('browserWsEndpoint'))
    connection = connecting
    connecting.catch(() => (connection = undefined))
  }
  return connection
}

/** Closes the file's connection (the contexts it opened close with it); setup.ts calls it after each file. */
export async function disconnectBrowser(): Promise<void> {
  const open = connection
  connection = undefined
  await (await open?.catch(() => undefined))?.close()
}

/**
 * After a failed test: a screenshot of every page still open in this file's contexts, under
 * test-results/failures/ (what the page showed when the wait ran out; the test's own assertion is unchanged).
 */
export async function screenshotOpenPages(testName: string): Promise<void> {
  const browser = await connection?.catch(() => undefined)
  if (!browser) return
  const pages = browser.contexts().flatMap((context) => context.pages())
  const dir = path.resolve('test-results', 'failures')
  await mkdir(dir, { recursive: true })
  const stem = testName.replace(/[^a-zA-Z0-9._-]+/g, '-').slice(0, 120)
  await Promise.all(
    pages.map((page, i) => page.screenshot({ path: path.join(dir, `${stem}-${i}.png`), timeout: 5_000 }).catch(() => undefined)),
  )
}

/** A fresh browser context (a new profile, as a person opening another browser) on the run's chromium. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const browser = await sharedBrowser()
  const context = await browser.newContext({
    viewport: options.viewport ?? TEST_VIEWPORT,
    // Reduced motion unless a test reads the animations themselves: an endless spinner or skeleton otherwise
    // keeps the compositor drawing frames in every open context (about a sixth of a run's CPU, on 2 cores).
    reducedMotion: options.motion ?? 'reduce',
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    ...(options.mobile ? { isMobile: true, hasTouch: true, ...options.mobile } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  })
  try {
    // Every page, a popup or a page a helper opens included, fails its test on an error (guard.ts).
    await guardContext(context)
  } catch (error) {
    await context.close().catch(() => undefined)
    throw error
  }
  let closed = false
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      if (closed) return
      closed = true
      await context.close().catch(() => undefined)
    },
  }
}
