/**
 * Open instantly (issue 16): the modal's code is not in the initial bundle, so it loads before the click,
 * when the browser is idle after load or on intent (a pointer over a Portico button); the wallet list is
 * prefetched once (SPEC §4) and not when a session is restored. The first view then needs no script the
 * click would fetch, and renders from what is in the store.
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { animationsSettled, launchBrowser } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type OpenDemoOptions } from './demo-env'

interface Recorded {
  walletLists: string[]
  /** True when no script is loading and none started or ended in the last 300 ms (a preload has finished). */
  scriptsSettled(): boolean
  beforeLoad(context: BrowserContext): Promise<void>
}

/** The /getWallets requests of the whole page life, from before it starts loading, and the scripts in flight. */
function recordRequests(): Recorded {
  const walletLists: string[] = []
  const scriptsInFlight = new Set<Request>()
  let lastScriptEvent = Date.now()
  const scriptDone = (request: Request) => {
    if (scriptsInFlight.delete(request)) lastScriptEvent = Date.now()
  }
  return {
    walletLists,
    scriptsSettled: () => scriptsInFlight.size === 0 && Date.now() - lastScriptEvent > 300,
    async beforeLoad(context) {
      context.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/getWallets')) walletLists.push(request.url())
        if (request.resourceType() === 'script') {
          scriptsInFlight.add(request)
          lastScriptEvent = Date.now()
        }
      })
      context.on('requestfinished', scriptDone)
      context.on('requestfailed', scriptDone)
    },
  }
}

/**
 * Clicks and waits for the first view with every script request held unanswered: the view shows only if it
 * needs no script the click would fetch. The held requests (the analytics service, loaded by the open event)
 * then go on.
 */
async function clickWithScriptsHeld(page: Page, click: () => Promise<void>, firstView: () => Promise<void>): Promise<void> {
  const held: Route[] = []
  let holding = true
  const scripts = (url: URL) => url.pathname.endsWith('.js')
  await page.route(scripts, (route) => (holding ? void held.push(route) : route.fallback()))
  await click()
  await firstView().catch((error: Error) => {
    throw new Error(`the first view did not show while these scripts were held: ${held.map((route) => route.request().url()).join(', ')}`, { cause: error })
  })
  // Released before the handler goes: unroute would settle the held requests itself.
  holding = false
  // continue, not fallback: a held route handed back to the guard's handler gets settled twice. They are the demo's own scripts.
  await Promise.all(held.map((route) => route.continue()))
  await page.unroute(scripts)
}

/** The modal's host is in the page once its UI code has loaded and mounted (closed). */
const modalMounted = ({ page }: { page: Page }) => page.locator('portico-modal').count()

describe('open instantly (chromium, demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('idle after load: the modal code and the wallet list load before any click; the first view needs no script; the list is fetched once', async () => {
    const recorded = recordRequests()
    const demo = await openDemo(env, { beforeLoad: recorded.beforeLoad })
    await expect.poll(() => modalMounted(demo)).toBe(1)
    await expect.poll(() => recorded.walletLists.length).toBeGreaterThan(0)
    await expect.poll(() => recorded.scriptsSettled()).toBe(true)
    expect(await demo.dialog.count()).toBe(0) // loaded, not opened
    const listsBefore = recorded.walletLists.length

    await clickWithScriptsHeld(
      demo.page,
      () => demo.page.getByRole('button', { name: 'Connect Wallet' }).click(),
      () => demo.dialog.getByRole('button', { name: TEST_WALLET_NAME }).waitFor(),
    )
    await demo.dialog.getByRole('button', { name: 'All wallets' }).click()
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false')
    const firstTiles = await grid.getByRole('button').allTextContents()
    expect(firstTiles.length).toBeGreaterThan(4)
    // Back and into AllWallets again: the same list, from the store.
    await demo.dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await demo.dialog.getByRole('button', { name: 'All wallets' }).waitFor()
    await animationsSettled(demo.page)
    await demo.dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect.poll(() => grid.getByRole('button').allTextContents()).toEqual(firstTiles)
    await demo.page.keyboard.press('Escape')
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await demo.dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect.poll(() => grid.getByRole('button').allTextContents()).toEqual(firstTiles)
    expect(recorded.walletLists.length).toBe(listsBefore)
  })

  it('on intent: with the browser never idle, a pointer over the connect button loads the modal before the click, and the first view needs no script', async () => {
    const recorded = recordRequests()
    const neverIdle: OpenDemoOptions['beforeLoad'] = async (context) => {
      await recorded.beforeLoad(context)
      await context.addInitScript(() => {
        window.requestIdleCallback = () => 0
      })
    }
    const demo = await openDemo(env, { beforeLoad: neverIdle })
    const button = demo.page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor()
    // Give an idle preload every chance to (wrongly) happen: nothing loads without intent.
    await demo.page.waitForTimeout(500)
    expect(await modalMounted(demo)).toBe(0)
    expect(recorded.walletLists).toEqual([])

    await button.hover()
    await expect.poll(() => modalMounted(demo)).toBe(1)
    expect(await demo.dialog.count()).toBe(0)
    await expect.poll(() => recorded.walletLists.length).toBeGreaterThan(0)
    await expect.poll(() => recorded.scriptsSettled()).toBe(true)
    await clickWithScriptsHeld(
      demo.page,
      () => button.click(),
      () => demo.dialog.getByRole('button', { name: TEST_WALLET_NAME }).waitFor(),
    )
  })

  it('SPEC §4: a reload that restores a session preloads the modal but does not prefetch the wallet list', async () => {
    const recorded = recordRequests()
    const demo = await openDemo(env, { beforeLoad: recorded.beforeLoad })
    await connectWithTestWallet(demo)
    const listsAtReload = recorded.walletLists.length
    await demo.page.reload()
    await demo.page.getByRole('button', { name: /^Account / }).waitFor()
    await expect.poll(() => modalMounted(demo)).toBe(1)
    await demo.page.waitForTimeout(500)
    expect(recorded.walletLists.length).toBe(listsAtReload)
  })
})

describe('modal code that fails to load, with debug logging (chromium, demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv({ debug: true })
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('reports nothing of the loads the close aborted (a login popup its opener closes): the guard sees no error in the popup', async () => {
    const browser = await launchBrowser()
    onTestFinished(() => browser.close())
    // The runtime chunk answers only after the popup is gone: its start-time load (and the idle preload) always fails.
    let popupClosed = false
    await browser.context.route('**/chunks/runtime-*.js', async (route) => {
      await expect.poll(() => popupClosed, { timeout: 10_000 }).toBe(true)
      await route.continue().catch(() => undefined) // the request may be gone with its page
    })
    const page = await browser.newPage()
    await page.goto(env.demo.url)
    const popupOpened = page.waitForEvent('popup')
    await page.evaluate(() => void window.open(location.href, 'login', 'popup'))
    const popup = await popupOpened
    await popup.waitForRequest(/\/chunks\/runtime-/)
    await page.evaluate(() => window.open('', 'login')?.close())
    await expect.poll(() => popup.isClosed()).toBe(true)
    popupClosed = true
    // The opener's own runtime load went on once released; both pages' guards check at the end of the test.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  })

  // The runtime's chunk fails the plugins that start with it too; the UI's is loaded after the runtime.
  for (const chunk of ['runtime', 'ui']) {
    it(`the ${chunk} chunk that does not download: each attempt is reported once, as '${chunk}' only; no unhandled rejection (the guard checks); the next click opens`, async () => {
      let downloads = false
      const logged: string[] = []
      const failureLine = `[portico:${chunk}] TypeError: Failed to fetch dynamically imported module`
      const demo = await openDemo(env, {
        beforeLoad: async (context) => {
          context.on('console', (message) => void (message.type() === 'error' && logged.push(message.text())))
          await context.route(`**/chunks/${chunk}-*.js`, (route) => (downloads ? route.fallback() : route.abort('connectionreset')))
        },
        // Chromium's own line for the aborted download, and the kernel's report of it.
        allowConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_RESET$/, new RegExp(String.raw`^\[portico:${chunk}\] TypeError: Failed to fetch dynamically imported module`)],
      })
      const portico = () => logged.filter((line) => line.startsWith('[portico'))
      await expect.poll(() => portico().length).toBeGreaterThan(0) // at start or the idle preload
      const beforeClick = portico().length
      await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect.poll(() => portico().length).toBeGreaterThan(beforeClick) // the click tried again
      expect(await demo.dialog.count()).toBe(0)
      expect(await modalMounted(demo)).toBe(0)
      downloads = true
      await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await demo.dialog.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
      expect(portico().every((line) => line.startsWith(failureLine))).toBe(true)
    })
  }
})
