/**
 * Proves the browser-test harness: Debian chromium, the page guard (on every
 * page, popups included), the EIP-6963 test wallet answered from Node,
 * screenshots and axe, against the devnet.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createPublicClient, http, type Hex } from 'viem'
import { startDevnet, type Devnet } from 'portico-devnet'
import { guardPage, launchBrowser, runAxe, screenshot, startStaticServer, type BrowserSession, type StaticServer } from './harness'
import { installTestWallet, type TestWallet } from 'portico-devnet/playwright'

/** A popup that throws, rejects and calls out while it loads, before any test code can reach it. */
const POPUP = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Popup</title></head>
<body><main>popup</main>
<script>
  fetch('https://example.com/popup-beacon').catch(() => undefined)
  void Promise.reject(new Error('rejected in the popup'))
  throw new Error('thrown in the popup')
</script>
</body></html>`

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Harness page</title></head>
<body>
<main><h1>Harness page</h1><p>Collects EIP-6963 announcements.</p><a href="/popup" target="_blank">Open popup</a></main>
<script>
  window.announced = []
  window.addEventListener('eip6963:announceProvider', (event) => window.announced.push(event.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script>
</body>
</html>`

describe('browser-test harness', () => {
  let devnet: Devnet
  let server: StaticServer
  let browser: BrowserSession
  let wallet: TestWallet

  beforeAll(async () => {
    // One at a time: if one fails, afterAll still closes the others.
    devnet = await startDevnet({ quiet: true })
    server = await startStaticServer({ '/': { body: PAGE }, '/popup': { body: POPUP } })
    browser = await launchBrowser()
    wallet = await installTestWallet(browser.context, {
      chains: [
        { id: 1, rpcUrl: devnet.urls.rpc[1] as string },
        { id: 8453, rpcUrl: devnet.urls.rpc[8453] as string },
      ],
    })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await devnet?.stop()
  })

  it('SPEC §3 Connector: the test wallet announces itself over EIP-6963 and signs personal_sign with the dev key', async () => {
    const page = await browser.newPage()
    await guardPage(page)
    await page.goto(server.url)

    const info = await page.evaluate(() => (window as unknown as { announced: Array<{ info: Record<string, string> }> }).announced.map((d) => d.info))
    expect(info).toEqual([{ uuid: expect.any(String), name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet', icon: expect.stringMatching(/^data:image\/svg\+xml,/) }])

    const message = 'Portico harness check'
    const { accounts, signature } = await page.evaluate(async (text) => {
      const { provider } = (window as unknown as { announced: Array<{ provider: { request(a: unknown): Promise<unknown> } }> }).announced[0]!
      const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
      const hex = '0x' + Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')
      const signature = await provider.request({ method: 'personal_sign', params: [hex, accounts[0]] })
      return { accounts, signature: signature as string }
    }, message)

    expect(accounts).toEqual([devnet.accounts[0]?.address])
    const chain = createPublicClient({ transport: http(devnet.urls.rpc[1]) })
    await expect(chain.verifyMessage({ address: accounts[0] as Hex, message, signature: signature as Hex })).resolves.toBe(true)
    expect(wallet.calls().map((call) => [call.method, call.outcome])).toEqual([
      ['eth_requestAccounts', 'ok'],
      ['personal_sign', 'ok'],
    ])
    await screenshot(page, 'harness-page')
    await expect(runAxe(page)).resolves.toEqual([])
  })

  it('DESIGN no request leaves 127.0.0.1: the guard aborts and records external requests and page errors', async () => {
    const page = await browser.newPage()
    const guard = await guardPage(page, { failTest: false })
    await page.goto(server.url)

    const outcome = await page.evaluate(() => fetch('https://example.com/track').then(() => 'reached', () => 'blocked'))
    await page.evaluate(() => {
      void Promise.reject(new Error('nobody handles me'))
      setTimeout(() => {
        throw new Error('thrown in a timer')
      })
    })
    await expect.poll(() => guard.problems.length).toBeGreaterThanOrEqual(3)

    expect(outcome).toBe('blocked')
    expect(guard.blockedUrls()).toEqual(['https://example.com/track'])
    expect(guard.problems.map((problem) => problem.kind).sort()).toEqual(['external-request', 'pageerror', 'unhandledrejection'])
    expect(() => guard.assertClean()).toThrow(/3 problem/)
  })
  it('DESIGN CSP: a Trusted Types violation (an HTML string into innerHTML) is refused by the browser and recorded by the guard', async () => {
    const strict = await startStaticServer({
      '/': { body: '<!doctype html><html lang="en"><head><title>Strict page</title></head><body><main>strict</main></body></html>', headers: { 'content-security-policy': "require-trusted-types-for 'script'" } },
    })
    try {
      const page = await browser.newPage()
      const guard = await guardPage(page, { failTest: false, failOnConsoleError: false })
      await page.goto(strict.url)
      const outcome = await page.evaluate(() => {
        try {
          document.body.innerHTML = '<img src=x onerror="alert(1)">'
          return 'written'
        } catch (error) {
          return (error as Error).name
        }
      })
      expect(outcome).toBe('TypeError')
      await expect.poll(() => guard.problems.map((problem) => problem.kind)).toEqual(['csp-violation'])
      expect(guard.problems[0]?.detail).toMatch(/require-trusted-types-for blocked trusted-types-sink/)
      await page.close()
    } finally {
      await strict.close()
    }
  })

  it('DESIGN guard on every page: a popup nobody called guardPage on fails the test that opened it', async ({ task }) => {
    // Registered first, so it runs after the popup's automatic check (finish hooks run last-in, first-out): that
    // check must have failed this test with exactly the popup's three problems, and then that failure is the pass.
    onTestFinished(() => {
      const messages = (task.result?.errors ?? []).map((error) => error.message)
      expect(messages).toEqual([expect.stringMatching(/^The page reported 3 problem\(s\):\n/)])
      for (const expected of [/\[unhandledrejection\] Error: rejected in the popup/, /\[pageerror\] Error: thrown in the popup/, /\[external-request\] https:\/\/example\.com\/popup-beacon/]) {
        expect(messages[0]).toMatch(expected)
      }
      task.result!.state = 'pass'
      task.result!.errors = []
    })
    const page = await browser.newPage()
    await page.goto(server.url)
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Open popup' }).click()])
    // The same guard the harness put on the popup when it opened, with what it recorded.
    const guard = await guardPage(popup)
    await expect.poll(() => guard.problems.map((problem) => problem.kind).sort()).toEqual(['external-request', 'pageerror', 'unhandledrejection'])
    await page.close()
  })
})
