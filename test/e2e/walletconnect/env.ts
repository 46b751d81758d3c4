/**
 * The WalletConnect browser tests' world: one devnet (relay + dev wallet page)
 * and the demo built into a folder of its own (its in-page wallet off), then
 * one Chromium holding both tabs, each with the page guard on (no request may
 * leave 127.0.0.1: that covers the SDK's telemetry, verify and hosted RPC).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page, Request } from 'playwright-core'
import { buildDemo } from '../../../demo/build.mjs'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from '../../../devnet'
import { guardPage, launchBrowser, type BrowserSession, type PageGuard } from '../harness'

export interface WalletConnectEnv {
  devnet: Devnet
  demo: DemoServer
  browser: BrowserSession
  stop(): Promise<void>
}

export async function startWalletConnectEnv(): Promise<WalletConnectEnv> {
  const distDir = `${await mkdtemp(path.join(tmpdir(), 'portico-wc-demo-'))}/`
  let devnet: Devnet | undefined
  let demo: DemoServer | undefined
  let browser: BrowserSession | undefined
  const stop = async () => {
    await browser?.close()
    await demo?.stop()
    await devnet?.stop()
    await rm(distDir, { recursive: true, force: true })
  }
  try {
    await buildDemo({ outdir: distDir })
    devnet = await startDevnet({ quiet: true })
    demo = await serveDemo({ devnet, testWallet: false, distDir })
    browser = await launchBrowser()
    return { devnet, demo, browser, stop }
  } catch (error) {
    await stop()
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
