/**
 * The Account view's layout (issue 29 item 4) against the devnet: the Tokens / NFTs / Activity strip and the
 * first token row show without scrolling on a 360x740 phone and in a 1280x800 window, in both themes; the
 * feature row lists exactly the enabled wallet features in SPEC §1's order; the balance's fiat value is the
 * balance API's own value for the native token. Screenshots of the three tabs in both themes at both sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page, Route } from 'playwright-core'
import type { ResolvedTheme } from 'portico'
import { formatTokenValue } from '../../../kernel/format'
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, runAxe, screenshot } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'

const CHAIN = 'eip155:1'

async function openAccount(demo: DemoPage): Promise<void> {
  await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => demo.dialog.getByRole('heading').textContent()).toBe('Account')
}

async function selectTab(demo: DemoPage, tab: string): Promise<void> {
  await demo.dialog.getByRole('tab', { name: tab }).click()
  await expect.poll(() => demo.dialog.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true')
  await expect.poll(() => demo.dialog.getByRole('tabpanel').locator('[aria-busy="true"], .pt-skeleton').count(), { timeout: 15_000 }).toBe(0)
}

/** Whether the element lies wholly inside the window and inside the Account view's scroll box, as it scrolls now. */
function whollyVisible(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const box = (element.closest('.pt-scroll') as HTMLElement).getBoundingClientRect()
    return rect.height > 0 && rect.top >= Math.max(0, box.top) && rect.bottom <= Math.min(window.innerHeight, box.bottom)
  })
}

/** The native token's entry in the balance API's answer for the account (SPEC §7 GET /v1/account/{address}/balance). */
async function nativeBalanceOf(env: DemoEnv, address: string): Promise<{ value: number; price: number }> {
  const url = new URL(`v1/account/${address}/balance`, `${env.devnet.urls.api}/`)
  url.searchParams.set('projectId', 'portico-e2e')
  url.searchParams.set('chainId', CHAIN)
  url.searchParams.set('currency', 'usd')
  const body = (await (await fetch(url)).json()) as { balances: Array<{ address?: string; chainId: string; value: number; price: number }> }
  const native = body.balances.find((token) => token.address === undefined && token.chainId === CHAIN)
  if (!native) throw new Error(`the balance API listed no native ${CHAIN} token for ${address}`)
  return native
}

/** One frame of Account's loading: which stage each lazily filled part shows, and the height it takes. */
interface AccountFrame {
  /** The feature row and tabs: their placeholders, the tabs with the panel's loading list, or loaded. */
  parts: 'placeholders' | 'panel' | 'loaded'
  /** The scrolled content below the network row (the feature row, the tabs, Disconnect). */
  partsHeight: number
  balance: 'placeholder' | 'loaded'
  /** The balance line's or its placeholder's height with its top margin. */
  balanceHeight: number
}

/**
 * Records every frame in which Account shows, until 30 frames after all of it has loaded. The section above the
 * network row grows with the account's own data (a name's line, the fiat value), so the parts are measured below it.
 */
async function recordAccountFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: AccountFrame[] = []
    Object.defineProperty(window, '__accountFrames', { value: frames, configurable: true })
    const loaded = () => frames.filter((frame) => frame.parts === 'loaded' && frame.balance === 'loaded').length
    const record = () => {
      const scroller = document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLElement>('.pt-scroll[data-tall]')
      const meta = scroller?.querySelector<HTMLElement>('.pt-account-meta')
      const balance = scroller?.querySelector<HTMLElement>('[aria-label="Balance"], [aria-label="Account"] > .pt-skeleton')
      if (scroller && meta && balance) {
        const metaTop = meta.offsetParent === scroller ? meta.offsetTop : meta.offsetTop - scroller.offsetTop
        frames.push({
          parts: scroller.querySelector('.pt-skeleton[data-shape="tabs"]') ? 'placeholders' : scroller.querySelector('[role="tabpanel"] .pt-skeleton') ? 'panel' : 'loaded',
          partsHeight: scroller.scrollHeight - (metaTop + meta.offsetHeight),
          balance: balance.classList.contains('pt-skeleton') ? 'placeholder' : 'loaded',
          balanceHeight: balance.offsetHeight + parseFloat(getComputedStyle(balance).marginTop),
        })
      }
      if (loaded() < 30) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

/** The frames recordAccountFrames saw, once Account has loaded. */
async function accountFrames(page: Page): Promise<AccountFrame[]> {
  const frames = () => page.evaluate(() => (window as unknown as { __accountFrames: AccountFrame[] }).__accountFrames)
  await expect.poll(async () => (await frames()).filter((frame) => frame.parts === 'loaded' && frame.balance === 'loaded').length, { timeout: 15_000 }).toBe(30)
  return frames()
}

/** How far the heights spread: 1 px at most when nothing jumps. */
function spread(heights: number[]): number {
  return Math.max(...heights) - Math.min(...heights)
}

const delayed = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms))
  await route.continue()
}

describe('Account view: layout, feature row and fiat value', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('issue 29: the tab strip and the first token row show without scrolling at 360x740 and 1280x800, both themes; axe clean', async () => {
    const sessions = await Promise.all((['dark', 'light'] as ResolvedTheme[]).map(async (theme) => ({ theme, demo: await openDemo(env, { colorScheme: theme }) })))
    await Promise.all(
      sessions.map(async ({ theme, demo }) => {
        if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
        await connectWithTestWallet(demo)
        for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
          await demo.page.setViewportSize(viewport)
          await openAccount(demo)
          await selectTab(demo, 'Tokens')
          expect(await demo.page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
          const size = `${viewport.width}x${viewport.height}`
          const strip = demo.dialog.getByRole('tablist', { name: 'Account' })
          const firstToken = demo.dialog.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first()
          expect(await whollyVisible(strip), `tab strip at ${size} (${theme})`).toBe(true)
          expect(await whollyVisible(firstToken), `first token row at ${size} (${theme})`).toBe(true)
          expect(await whollyVisible(demo.dialog.getByRole('list', { name: 'Wallet features' })), `feature row at ${size} (${theme})`).toBe(true)
          await screenshot(demo.page, `account-tokens-${theme}-${viewport.width}`)
          expect(await runAxe(demo.page), `Account tokens at ${size} (${theme})`).toEqual([])
          for (const tab of ['NFTs', 'Activity']) {
            await selectTab(demo, tab)
            await screenshot(demo.page, `account-${tab.toLowerCase()}-${theme}-${viewport.width}`)
          }
          // Tokens again, so the next size opens on it (the selected tab is kept across opens, SPEC §3).
          await selectTab(demo, 'Tokens')
          await demo.page.keyboard.press('Escape')
          await expect.poll(() => demo.dialog.isVisible()).toBe(false)
        }
      }),
    )
  })

  it("no layout jump: while Account's parts load, each placeholder holds the height of what replaces it", async () => {
    await Promise.all(
      [PHONE_VIEWPORT, DESKTOP_VIEWPORT].map(async (viewport) => {
        const demo = await openDemo(env, { viewport })
        await connectWithTestWallet(demo)
        await demo.page.keyboard.press('Escape')
        await expect.poll(() => demo.dialog.isVisible()).toBe(false)
        // The parts' code comes late on purpose, so each loading stage shows for a while: first the feature row's and
        // the tabs' placeholders, then the tabs with the Tokens panel's loading list.
        await demo.page.route(/\/chunks\/Account(Features|Tabs)-[^/]*\.js$/, delayed(600))
        await demo.page.route(/\/chunks\/TokensTab-[^/]*\.js$/, delayed(1200))
        await recordAccountFrames(demo.page)
        await demo.page.getByRole('button', { name: /^Account / }).click()
        const frames = await accountFrames(demo.page)
        const size = `${viewport.width}x${viewport.height}`
        const heights = (stage: AccountFrame['parts']) => frames.filter((frame) => frame.parts === stage).map((frame) => frame.partsHeight)
        expect(heights('placeholders'), `the parts' placeholders showed at ${size}`).not.toEqual([])
        expect(heights('panel'), `the Tokens panel's loading list showed at ${size}`).not.toEqual([])
        const loading = [...heights('placeholders'), ...heights('panel')]
        // 1 px: the feature row's placeholder is a whole number of px, the row's label line is not.
        expect(spread(loading), `content heights while loading at ${size}: ${[...new Set(loading)].join(', ')}`).toBeLessThanOrEqual(1)
      }),
    )
  })

  it("no layout jump: while the balance loads, its placeholder holds the balance line's height", async () => {
    await Promise.all(
      [PHONE_VIEWPORT, DESKTOP_VIEWPORT].map(async (viewport) => {
        const demo = await openDemo(env, { viewport })
        // The node answers the balance late, so Account opens while it loads.
        const rpc = env.devnet.urls.rpc[1] as string
        await demo.page.route(
          (url) => url.href.startsWith(rpc),
          async (route) => (route.request().postData()?.includes('eth_getBalance') ? delayed(4000)(route) : route.continue()),
        )
        await recordAccountFrames(demo.page)
        await connectWithTestWallet(demo)
        await openAccount(demo)
        const frames = await accountFrames(demo.page)
        const size = `${viewport.width}x${viewport.height}`
        expect(frames.some((frame) => frame.balance === 'placeholder'), `the balance's placeholder showed at ${size}`).toBe(true)
        const heights = frames.map((frame) => frame.balanceHeight)
        expect(spread(heights), `balance line heights at ${size}: ${[...new Set(heights)].join(', ')}`).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('SPEC §1/§2: the feature row lists exactly the enabled features in order; the fiat value is the balance API answer', async () => {
    const cases = [
      { query: '', expected: ['Buy', 'Swap', 'Receive', 'Send'] },
      { query: '?features=-swaps,-onramp', expected: ['Receive', 'Send'] },
    ]
    await Promise.all(
      cases.map(async ({ query, expected }) => {
        const demo = await openDemo(env, { query })
        await connectWithTestWallet(demo)
        await openAccount(demo)
        const row = demo.dialog.getByRole('list', { name: 'Wallet features' })
        await expect.poll(() => row.getByRole('button').allTextContents()).toEqual(expected)
        // Each label names one button in the view (the e2e suites open the features by these names).
        for (const name of expected) expect(await demo.dialog.getByRole('button', { name, exact: true }).count(), name).toBe(1)

        const native = await nativeBalanceOf(env, demo.wallet.address)
        expect(native.price).toBeGreaterThan(0)
        await expect.poll(() => demo.dialog.getByRole('region', { name: 'Account' }).getByTestId('balance-fiat').textContent()).toBe(`$${formatTokenValue(native.value)}`)
      }),
    )
  })
})
