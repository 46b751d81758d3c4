/**
 * examples/next-app as a user gets it (issue 27 item 7): a temporary copy with Portico's packed tarball installed
 * by npm, built by `next build`, served by `next start` on 127.0.0.1 with the devnet's URLs in its environment,
 * and opened in Chromium: the App Router renders Portico's buttons on the server with their final size and look
 * (the layout links `portico/buttons.css`), the browser hydrates them without a warning (the page guard fails on
 * any console error) and the layout-shift entries add up to 0; then a connect through the modal, and a reload that
 * restores it without a second prompt. One install, one build, one browser context.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardPage, launchBrowser, screenshot, type BrowserSession } from '../harness'
import { hydrated, layoutShifts, recordLayoutShifts } from '../harness/layout-shift'
import { appEnv, freePort, installExample, type ExampleApp, type Outcome } from './example-app'
import { devnetChains, installTestWallet, startDevnet, TEST_WALLET_NAME, type Devnet, type TestWallet } from './kit'

let example: ExampleApp
let build: Outcome
let devnet: Devnet
let server: ChildProcess | undefined
let url: string
let browser: BrowserSession
let wallet: TestWallet
let page: Page

/** `next start` on 127.0.0.1 with the devnet's URLs; resolves once it serves. */
async function nextStart(dir: string, services: Record<string, string>): Promise<string> {
  const port = await freePort()
  const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: { ...appEnv(), NEXT_TELEMETRY_DISABLED: '1', PORTICO_SERVICES: JSON.stringify(services) },
    detached: true,
  })
  server = child
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output.slice(-2000)}`)
    const ready = await fetch(base, { method: 'HEAD' }).then((response) => response.ok, () => false)
    if (ready) return base
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`next start did not serve ${base} within 60 s:\n${output.slice(-2000)}`)
}


beforeAll(async () => {
  const devnetStarting = startDevnet({ quiet: true })
  devnetStarting.catch(() => undefined)
  example = await installExample('next-app')
  console.log(`examples/next-app: npm pack ${(example.packMs / 1000).toFixed(1)} s, npm install of the copy ${(example.install.ms / 1000).toFixed(1)} s`)
  ;[build, devnet] = await Promise.all([example.run('npx', ['next', 'build']), devnetStarting])
  console.log(`examples/next-app: next build ${(build.ms / 1000).toFixed(1)} s`)
  if (build.status !== 0) throw new Error(`next build of examples/next-app failed:\n${build.output.slice(-3000)}`)
  url = await nextStart(example.dir, { rpc: devnet.urls.rpc[1] as string, api: devnet.urls.api, registry: devnet.urls.registry, analytics: devnet.urls.analytics })
  browser = await launchBrowser()
  await recordLayoutShifts(browser.context)
  wallet = await installTestWallet(browser.context, { chains: devnetChains(devnet) })
  page = await browser.newPage()
  await guardPage(page)
}, 600_000)

afterAll(async () => {
  await browser?.close()
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
  }
  await devnet?.stop()
  example?.remove()
})

describe('examples/next-app from the packed tarball (chromium, next start, devnet)', () => {
  it('server-renders the buttons with their final look; hydration warns of nothing and shifts nothing', async () => {
    const html = await (await fetch(url)).text()
    // The server's HTML already has the button and the stylesheet that sizes it.
    expect(html).toMatch(/<button[^>]*class="portico-btn"[^>]*>Connect Wallet<\/button>/)
    const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((match) => new URL(match[1] as string, url).href)
    const css = await Promise.all(stylesheets.map(async (href) => (await fetch(href)).text()))
    expect(css.some((text) => text.includes('.portico-btn{')), 'portico/buttons.css is in a stylesheet the HTML links').toBe(true)
    await page.goto(url)
    await hydrated(page, 'header button')
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    expect(await connect.evaluate((button) => button.getBoundingClientRect().height)).toBe(40)
    await page.waitForLoadState('networkidle')
    expect(await layoutShifts(page)).toEqual([])
    await screenshot(page, 'example-next-app')
  })

  it('connects through the modal, and a reload restores the connection without a second prompt', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect((await page.getByTestId('address').textContent())?.toLowerCase()).toBe(wallet.address.toLowerCase())
    await page.reload()
    await hydrated(page, 'header button')
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(wallet.calls('eth_requestAccounts')).toHaveLength(1)
  })
})
