/**
 * What the embedded-wallet browser tests share: one devnet (with its secure
 * site on its own loopback port, so a second origin) and one demo server
 * (debug on, so the page exposes the frame bridge's counters) per file; per
 * test a fresh browser context with the page guard on; and the email login a person
 * does, reading the dev inbox the way they would read their mail.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { onTestFinished } from 'vitest'
import { guardPage, installSessionClock, launchBrowser, recordSessionToasts, type BrowserSession, type PageGuard, type SessionClock } from '../harness'
import { startDemoEnv, type DemoEnv } from '../harness/demo-env'

export type EmbeddedEnv = DemoEnv
/** Debug on: the page exposes the frame bridge's counters. */
export const startEmbeddedEnv = (): Promise<EmbeddedEnv> => startDemoEnv({ debug: true })

export interface AppPage {
  browser: BrowserSession
  page: Page
  guard: PageGuard
  dialog: Locator
  /** The session clock (portico-devnet/playwright, clock.ts), when opened with `clock: true`. */
  clock?: SessionClock
}

/** A fresh browser context on the demo; closed when the test finishes. */
export interface OpenAppOptions {
  path?: string
  allowConsoleErrors?: RegExp[]
  clock?: boolean
  colorScheme?: 'light' | 'dark'
  /** Runs on the fresh browser context before the demo loads (as openDemo's does). */
  beforeLoad?: (context: BrowserContext) => Promise<unknown>
}

export async function openApp(env: EmbeddedEnv, options: OpenAppOptions = {}): Promise<AppPage> {
  const browser = await launchBrowser(options.colorScheme ? { colorScheme: options.colorScheme } : {})
  onTestFinished(() => browser.close())
  await options.beforeLoad?.(browser.context)
  const clock = options.clock ? await installSessionClock(browser.context) : undefined
  // Its toasts are recorded from the first document (recordToasts reads them), as openDemo's are.
  await recordSessionToasts(browser.context)
  const page = await browser.newPage()
  const guard = await guardPage(page, { allowConsoleErrors: options.allowConsoleErrors ?? [] })
  await page.goto(new URL(options.path ?? '/', env.demo.url).toString())
  await page.getByRole('heading', { name: 'Account' }).waitFor()
  return { browser, page, guard, dialog: page.getByRole('dialog'), ...(clock ? { clock } : {}) }
}

/** Follow the newest device-approval link in the inbox (as a person clicks it in their mail): the kit's. */
export function approveDevice(env: EmbeddedEnv, email: string): Promise<void> {
  return env.devnet.approveDevice(email)
}

/** The newest one-time code mailed to `email` after `known` codes: the kit's wait on its dev inbox. */
export function nextOtp(env: EmbeddedEnv, email: string, known = 0): Promise<string> {
  return env.devnet.nextCode(email, known)
}

/** Open the modal and start the email login up to the code step (approving the device when asked). */
export async function startEmailLogin(env: EmbeddedEnv, { page, dialog }: AppPage, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await continueWithEmail(env, dialog, email)
}

/** From the modal's Connect view, the email login up to the code step (approving the device when asked). */
export async function continueWithEmail(env: EmbeddedEnv, dialog: Locator, email: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const codeStep = dialog.getByLabel(/Enter the 6-digit code/)
  const deviceStep = dialog.getByText(/Check your inbox to approve this device/)
  await codeStep.or(deviceStep).first().waitFor({ timeout: 60_000 })
  if (await deviceStep.isVisible()) {
    await approveDevice(env, email)
    await codeStep.waitFor({ timeout: 60_000 })
  }
}

export async function enterOtp({ dialog }: Pick<AppPage, 'dialog'>, otp: string): Promise<void> {
  await dialog.getByLabel(/Enter the 6-digit code/).fill(otp)
  await dialog.getByRole('button', { name: 'Verify' }).click()
}

/** The whole email login; resolves when the app shows the connected account. */
export async function loginWithEmail(env: EmbeddedEnv, app: AppPage, email: string): Promise<void> {
  const known = env.devnet.inbox(email).codes.length
  await startEmailLogin(env, app, email)
  await enterOtp(app, await nextOtp(env, email, known))
  await app.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 60_000 })
}

/** The secure site answers a refused step (a wrong code, a rejected request) with HTTP 4xx, which Chromium logs. */
export const REFUSED_STEP_LOG = /Failed to load resource: the server responded with a status of 4\d\d/

/** The app's localStorage (the §3/§4 keys live there). */
export function appStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
}

let counter = 0
/** A fresh e-mail address per call (new user, new account). */
export function freshEmail(tag: string): string {
  counter += 1
  return `${tag}-${Date.now()}-${counter}@portico.test`
}
