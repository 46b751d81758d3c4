/**
 * Issue 27 item 6, no layout shift: a server-rendered page (test/e2e/pages/ssr-buttons) links `portico/buttons.css`,
 * so Portico's buttons have their final size and look before any script runs (the page's script is held back until
 * they are measured), hydration changes neither (the browser's layout-shift entries add up to 0), and the CSP stays
 * strict (no inline style: the page guard fails on a violation). A visitor with a stored session gets the server's
 * HTML hydrated without a mismatch, then the restored connection.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from 'portico-devnet'
import { installTestWallet } from 'portico-devnet/playwright'
import { DESKTOP_VIEWPORT, guardPage, launchBrowser, screenshot, type StaticServer } from '../harness'
import { hydrated, isHydrated, layoutShifts, recordLayoutShifts } from '../harness/layout-shift'
import { serveSsrPage } from '../pages/ssr-buttons/serve'
import { devnetChains, TEST_WALLET_NAME } from './demo-env'

let devnet: Devnet
let server: StaticServer

beforeAll(async () => {
  devnet = await startDevnet({ quiet: true })
  server = await serveSsrPage(devnet.modalConfig({ namespaces: ['eip155'] }))
})

afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

/** Where the buttons and the text after them are, and how the buttons look. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null) => {
      const { x, y, width, height } = (element as Element).getBoundingClientRect()
      return { x, y, width, height }
    }
    const look = (element: Element | null) => {
      const style = getComputedStyle(element as Element)
      return { background: style.backgroundColor, color: style.color, font: style.font, border: style.border, radius: style.borderRadius, padding: style.padding }
    }
    const [network, connect] = [...document.querySelectorAll('header button')]
    const after = document.querySelector('[data-testid="after"]')
    return { network: box(network as Element), connect: box(connect as Element), after: box(after), below: box(document.querySelector('main')), looks: [look(network as Element), look(connect as Element)] }
  })

describe('server-rendered buttons (chromium, portico/buttons.css)', () => {
  it('have their final size and look before any script runs; hydration shifts nothing (layout-shift entries: 0)', async () => {
    // At the screenshots' size from the start: the harness would otherwise resize the page for each screenshot,
    // and the resize's own shifts would count.
    const browser = await launchBrowser({ viewport: DESKTOP_VIEWPORT })
    try {
      await recordLayoutShifts(browser.context)
      const page = await browser.newPage()
      await guardPage(page)
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/main.js', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(server.url, { waitUntil: 'commit' })
      const connect = page.getByRole('button', { name: 'Connect Wallet' })
      await connect.waitFor()
      await page.waitForFunction(() => [...document.styleSheets].filter((sheet) => sheet.href).every((sheet) => sheet.cssRules.length > 0))
      const before = await measure(page)
      expect(await isHydrated(page, 'header button'), 'no script ran yet').toBe(false)
      // The buttons' own look, not the browser's default button: what the stylesheet gives them.
      expect(before.connect.height).toBe(40)
      expect(before.looks[1]?.radius).toBe('12px')
      await screenshot(page, 'ssr-buttons-before-script')

      release()
      await hydrated(page, 'header button')
      await page.getByRole('button', { name: 'Network: Ethereum' }).waitFor()
      await page.waitForLoadState('networkidle')
      const after = await measure(page)
      expect(after).toEqual(before)
      expect(await layoutShifts(page)).toEqual([])
      // Hydrated means working: the button opens the modal.
      await connect.click()
      await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
      await screenshot(page, 'ssr-buttons-hydrated-open')
    } finally {
      await browser.close()
    }
  })

  it('a visitor with a stored session: the server HTML hydrates without a mismatch, then the connection is restored', async () => {
    const browser = await launchBrowser()
    try {
      const wallet = await installTestWallet(browser.context, { chains: devnetChains(devnet) })
      const page = await browser.newPage()
      await guardPage(page)
      await page.goto(server.url)
      await hydrated(page, 'header button')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').getByRole('button', { name: TEST_WALLET_NAME }).click()
      const account = page.getByRole('button', { name: /^Account / })
      await account.waitFor()
      await page.reload()
      await hydrated(page, 'header button')
      await account.waitFor()
      // Restored from the stored session: the wallet was asked for its accounts once, on the first connect.
      expect(wallet.calls('eth_requestAccounts')).toHaveLength(1)
      expect(wallet.calls('eth_accounts').length).toBeGreaterThan(0)
    } finally {
      await browser.close()
    }
  })
})
