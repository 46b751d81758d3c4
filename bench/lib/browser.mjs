/**
 * Debian's chromium through playwright-core (FACTS.md), as the browser tests run it (its headless shell,
 * installed with apt when missing by scripts/ensure-chromium.mjs on import), one fresh profile per
 * launch, with every non-loopback request answered at once by an empty 200 so
 * no app waits on the internet, and CPU throttling through CDP.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_PATH } from '../../scripts/ensure-chromium.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? CHROMIUM_PATH
export const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4)

const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Belt and braces: even a request the routes below missed cannot resolve a public host.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

export const isLoopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

/** A fresh persistent context; `stubbed` counts the non-loopback requests answered by the stub. */
export async function launchBrowser() {
  const profile = await mkdtemp(join(tmpdir(), 'portico-bench-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1280, height: 800 } })
  const stubbed = []
  await context.route(
    (url) => !isLoopback(url.href),
    (route) => {
      stubbed.push(route.request().url())
      return route.fulfill({ status: 200, body: '' })
    },
  )
  // A routed WebSocket that never calls connectToServer() is a silent mock: open, no peer.
  await context.routeWebSocket((url) => !isLoopback(url.href), (socket) => stubbed.push(socket.url()))
  const page = context.pages()[0] ?? (await context.newPage())
  const close = async () => {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
  return { context, page, stubbed, close }
}

export async function throttleCpu(context, page, rate = CPU_THROTTLE) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

export async function chromiumVersion() {
  const { context, close } = await launchBrowser()
  try {
    return context.browser()?.version() ?? (await context.pages()[0].evaluate(() => navigator.userAgent)).match(/Chrome\/([\d.]+)/)?.[1]
  } finally {
    await close()
  }
}
