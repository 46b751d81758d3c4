/**
 * The Account view's layout (issue 29 item 4) against the devnet: the Tokens / NFTs / Activity strip and the
 * first token row show without scrolling on a 360x740 phone and in a 1280x800 window, in both themes; the
 * feature row lists exactly the enabled wallet features in SPEC §1's order; the balance's fiat value is the
 * balance API's own value for the native token. Screenshots of the three tabs in both themes at both sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Route } from 'playwright-core'
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

type LoadingStage = 'parts' | 'panel' | 'loaded'

/**
 * Opens Account from the account button and records, every frame, the height of its scrolled content below the
 * network row (the lazily loaded feature row and tabs, then Disconnect) and which loading stage it shows, until
 * 30 frames after it has loaded.
 */
async function sampleAccountOpen(demo: DemoPage): Promise<Array<{ stage: LoadingStage; contentHeight: number }>> {
  await demo.page.evaluate(() => {
    const samples: Array<{ stage: string; contentHeight: number }> = []
    Object.defineProperty(window, '__accountSamples', { value: samples, configurable: true })
    const sample = () => {
      const scroller = document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLElement>('.pt-scroll[data-tall]')
      if (scroller?.querySelector('[aria-label="Account"]')) {
        const stage = scroller.querySelector('.pt-skeleton[data-shape="tabs"]') ? 'parts' : scroller.querySelector('[role="tabpanel"] .pt-skeleton') ? 'panel' : 'loaded'
        // Below the network row: the Account section above it grows with the account's own data (a name, the balance).
        const meta = scroller.querySelector<HTMLElement>('.pt-account-meta')
        const metaTop = meta && (meta.offsetParent === scroller ? meta.offsetTop : meta.offsetTop - scroller.offsetTop)
        if (meta && metaTop !== null) samples.push({ stage, contentHeight: scroller.scrollHeight - (metaTop + meta.offsetHeight) })
      }
      if (samples.filter((entry) => entry.stage === 'loaded').length < 30) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => demo.page.evaluate(() => (window as unknown as { __accountSamples: Array<{ stage: string }> }).__accountSamples.filter((entry) => entry.stage === 'loaded').length), { timeout: 15_000 }).toBe(30)
  return demo.page.evaluate(() => (window as unknown as { __accountSamples: Array<{ stage: LoadingStage; contentHeight: number }> }).__accountSamples)
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
    // The parts' code comes late on purpose, so each loading stage shows for a while: first the feature row's and the
    // tabs' placeholders, then the tabs with the Tokens panel's loading list.
    const delay = (ms: number) => async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      await route.continue()
    }
    await Promise.all(
      [PHONE_VIEWPORT, DESKTOP_VIEWPORT].map(async (viewport) => {
        const demo = await openDemo(env, { viewport })
        await connectWithTestWallet(demo)
        await demo.page.keyboard.press('Escape')
        await expect.poll(() => demo.dialog.isVisible()).toBe(false)
        await demo.page.route(/\/chunks\/Account(Features|Tabs)-[^/]*\.js$/, delay(600))
        await demo.page.route(/\/chunks\/TokensTab-[^/]*\.js$/, delay(1200))
        const samples = await sampleAccountOpen(demo)
        const size = `${viewport.width}x${viewport.height}`
        const stage = (kind: LoadingStage) => samples.filter((sample) => sample.stage === kind).map((sample) => sample.contentHeight)
        expect(stage('parts'), `the parts' placeholders showed at ${size}`).not.toEqual([])
        expect(stage('panel'), `the Tokens panel's loading list showed at ${size}`).not.toEqual([])
        const loading = [...stage('parts'), ...stage('panel')]
        // 1 px: the feature row's placeholder is a whole number of px, the row's label line is not.
        expect(Math.max(...loading) - Math.min(...loading), `content heights while loading at ${size}: ${[...new Set(loading)].join(', ')}`).toBeLessThanOrEqual(1)
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
