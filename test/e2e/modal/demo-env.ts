/**
 * What every modal browser test needs: one devnet and one demo server per
 * file (serving the demo the run built once, its in-page wallet off), and per
 * test a fresh browser context with the Node-side EIP-6963 test wallet, the
 * page guard and the toast record on (and, when asked, the session clock).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect, onTestFinished } from 'vitest'
import type { Devnet } from 'portico-devnet'
import type { Network } from 'portico'
import { guardPage, installSessionClock, launchBrowser, recordSessionToasts, runAxe, screenshot, TEST_VIEWPORT, type BrowserSession, type LaunchOptions, type PageGuard, type SessionClock } from '../harness'
import { startDemoEnv, type DemoEnv } from '../harness/demo-env'
import { installTestWallet, type TestWallet, type TestWalletOptions } from 'portico-devnet/playwright'

export const TEST_WALLET_NAME = 'Portico Test Wallet'

/** A network the demo does not configure and the devnet's registry has no image for (added through the debug API). */
export const SEPOLIA: Network = {
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  name: 'Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
  testnet: true,
}


export { startDemoEnv, type DemoEnv }

export interface DemoPage {
  browser: BrowserSession
  wallet: TestWallet
  page: Page
  guard: PageGuard
  /** The modal's <dialog> (inside the open shadow root of <portico-modal>). */
  dialog: Locator
  /** The session clock (portico-devnet/playwright, clock.ts); opened without `clock: true`, using it fails the test. */
  clock: SessionClock
}

export interface OpenDemoOptions {
  /** Chains the wallet knows (default: both devnet chains). */
  walletChains?: TestWalletOptions['chains']
  chainId?: number
  /** Whether the wallet answers wallet_revokePermissions (default true). */
  revokePermissions?: boolean
  colorScheme?: 'light' | 'dark'
  /** The page's size (default: the harness's, harness/browser.ts). */
  viewport?: LaunchOptions['viewport']
  /** IANA time zone of the browser (e.g. 'Asia/Shanghai'). */
  timezoneId?: string
  /** prefers-reduced-motion (harness/browser.ts; default 'reduce'). */
  motion?: LaunchOptions['motion']
  /** Console errors the test expects (Chromium logs each failed request, e.g. an injected fault). */
  allowConsoleErrors?: RegExp[]
  /** Runs on the fresh browser context before the demo loads (e.g. install another test wallet). */
  beforeLoad?: (context: BrowserContext) => Promise<unknown>
  /** Run the pages on the session clock (portico-devnet/playwright, clock.ts), for a test that waits on SPEC §9's timers. */
  clock?: boolean
  /** The demo page's query (e.g. `?features=collapseWallets`: demo/src/devnetConfig.ts, queryConfig). */
  query?: string
}

const noClock = () => new Error('this session has no clock: open it with openDemo(env, { clock: true })')
const NO_CLOCK: SessionClock = {
  stall() {
    throw noClock()
  },
  skipAheadDuring: () => Promise.reject(noClock()),
  heldBy: () => [],
}

/** A fresh browser context with the test wallet on the demo page; closed when the test finishes. */
export async function openDemo(env: DemoEnv, options: OpenDemoOptions = {}): Promise<DemoPage> {
  const browser = await launchBrowser({
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.motion ? { motion: options.motion } : {}),
  })
  onTestFinished(() => browser.close())
  const wallet = await installTestWallet(browser.context, {
    chains: options.walletChains ?? devnetChains(env.devnet),
    ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
    ...(options.revokePermissions === undefined ? {} : { revokePermissions: options.revokePermissions }),
  })
  await options.beforeLoad?.(browser.context)
  await recordSessionToasts(browser.context)
  const clock = options.clock ? await installSessionClock(browser.context) : NO_CLOCK
  const page = await browser.newPage()
  const guard = await guardPage(page, options.allowConsoleErrors ? { allowConsoleErrors: options.allowConsoleErrors } : {})
  await page.goto(`${env.demo.url}${options.query ?? ''}`)
  await page.getByRole('heading', { name: 'Account' }).waitFor()
  return { browser, wallet, page, guard, dialog: page.getByRole('dialog'), clock }
}

export function devnetChains(devnet: Devnet): TestWalletOptions['chains'] {
  return [
    { id: 1, rpcUrl: devnet.urls.rpc[1] as string, name: 'Ethereum' },
    { id: 8453, rpcUrl: devnet.urls.rpc[8453] as string, name: 'Base' },
  ]
}

/**
 * Open the modal from the demo's connect button. While the page restores a stored connector the button reads
 * 'Connecting…' and is disabled: a click that lands just as a restore begins is lost, as it would be for a
 * person, who clicks again once the button reads 'Connect Wallet' (seen in storage-garbage's round 2, whose
 * stored connector never comes back, when the page's start was slow). A modal that opens is never clicked
 * again: it makes the button inert.
 */
export async function openConnect({ page, dialog }: Pick<DemoPage, 'page' | 'dialog'>): Promise<void> {
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.click()
  const opened = await dialog.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  )
  if (opened) return
  // On a loaded machine the first click's modal may open just now: it then covers the button, so this click
  // cannot land, and the dialog is what tells.
  await button.click({ timeout: 10_000 }).catch(() => undefined)
  await dialog.waitFor()
}

/** Open the modal from the demo's connect button, pick the test wallet and wait for the Account view. */
export async function connectWithTestWallet(demo: Pick<DemoPage, 'page' | 'dialog'>): Promise<void> {
  await openConnect(demo)
  await demo.dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
  await demo.page.getByRole('button', { name: /^Account / }).waitFor()
}

/** '0x1234…abcd', as the modal and the account button show an address. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** The modal's theme, set through its handle (the demo's own toggle is under the open dialog; debug runs expose it). */
export async function setTheme({ page }: Pick<DemoPage, 'page'>, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => {
    const debug = (globalThis as { __porticoDebug?: { modal?: { setThemeMode(mode: string): void } } }).__porticoDebug
    debug?.modal?.setThemeMode(theme)
  }, mode)
  await expect.poll(() => page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(mode)
}

/**
 * The open view in both themes at a desktop and a phone size (test-results/screenshots), each theme checked
 * with axe; the page is left light at the harness's size. The demo runs with debug on (setTheme).
 */
export async function screenshots(demo: Pick<DemoPage, 'page'>, name: string): Promise<void> {
  const { page } = demo
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(demo, theme)
    for (const [width, height] of [[1280, 800], [360, 740]] as const) {
      await page.setViewportSize({ width, height })
      // The dialog settles (its height and view animations are 150 ms).
      await page.waitForTimeout(400)
      await screenshot(page, `${name}-${theme}-${width}x${height}`)
    }
    expect(await runAxe(page), `${name} (${theme})`).toEqual([])
  }
  await setTheme(demo, 'light')
  await page.setViewportSize(TEST_VIEWPORT)
}
