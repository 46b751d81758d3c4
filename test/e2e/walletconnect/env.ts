/**
 * The WalletConnect browser tests' world: one devnet (relay + dev wallet page)
 * and the demo built into a folder of its own (its in-page wallet off), then
 * one browser context holding both tabs, each with the page guard on (no request may
 * leave 127.0.0.1: that covers the SDK's telemetry, verify and hosted RPC).
 */
import type { Page, Request } from 'playwright-core'
import { guardPage, launchBrowser, type BrowserSession, type PageGuard } from '../harness'
import { startDemoEnv, type DemoEnv } from '../harness/demo-env'

/** The demo world plus one browser context holding both tabs. */
export interface WalletConnectEnv extends DemoEnv {
  browser: BrowserSession
}

export async function startWalletConnectEnv(options: Parameters<typeof startDemoEnv>[0] = {}): Promise<WalletConnectEnv> {
  const world = await startDemoEnv(options)
  try {
    const browser = await launchBrowser()
    return { ...world, browser, stop: () => browser.close().then(world.stop) }
  } catch (error) {
    await world.stop()
    throw error
  }
}

export interface GuardedPage {
  page: Page
  guard: PageGuard
  /** Every URL the page requested, in order. */
  requests: string[]
}

/** A new tab with the guard on; `failTest: false` because the tabs outlive one test: assert with guard.assertClean(). */
export async function openTab(env: WalletConnectEnv, url: string): Promise<GuardedPage> {
  const page = await env.browser.newPage()
  const requests: string[] = []
  page.on('request', (request: Request) => requests.push(request.url()))
  const guard = await guardPage(page, { failTest: false })
  await page.goto(url)
  return { page, guard, requests }
}

/** The demo's lazy chunk of the WalletConnect SDK (plugins/walletconnect/walletconnect-sdk.ts). */
export const SDK_CHUNK = /\/chunks\/walletconnect-sdk-[A-Z0-9]+\.js$/

/** Pair the demo tab with the dev wallet tab: WalletConnect picked in the modal, its URI handed to the wallet, every offered chain approved. */
export async function pairWithDevWallet(env: WalletConnectEnv, demo: Page, wallet: Page): Promise<void> {
  await demo.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click()
  const uri = (await demo.getByRole('dialog').getByRole('link', { name: /^Open in / }).getAttribute('href')) ?? ''
  await wallet.goto(`${env.devnet.urls.walletPage}?uri=${encodeURIComponent(uri)}`)
  await wallet.getByRole('button', { name: 'Approve session' }).click()
  await demo.getByRole('button', { name: /^Account / }).waitFor()
  await demo.keyboard.press('Escape')
  await demo.getByRole('dialog').waitFor({ state: 'hidden' })
}
