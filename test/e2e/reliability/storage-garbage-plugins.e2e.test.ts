/**
 * Garbage in the storage keys only plugins read (issue 17): the email plugin's last trigger time, the embedded
 * wallet's login keys, the socials' provider and name, the sign-in tokens. Each round fills every one of them with
 * garbage (invalid JSON, a wrong type, an old or foreign format, a 500,000-character string, empty or blank),
 * reloads, and drives the plugins' real flows side by side in two browsers: an email login
 * through the embedded wallet's frame, and a Google login through its popup, each followed by a sign-in (demo
 * `?siwx=1`). Both flows work, every bad key is reset (removed or rewritten valid) and the app's own key is kept.
 * Storage that throws on every write (quota) leaves both flows working in memory.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_KEYS } from '../../../plugins/embedded-wallet/storage-keys'
import { SIWX_KEYS } from '../../../plugins/siwx/storage-keys'
import { appStorage, freshEmail, loginWithEmail, openApp, type AppPage, type EmbeddedEnv } from '../embedded/embedded-env'
import { startDemoEnv } from '../harness/demo-env'
import { recordFigure } from '../../reliability-figures'

const HUGE = 'x'.repeat(500_000)

/**
 * Per key, values its schema refuses, or (for the keys the flows only write: a blank or huge email, name or nonce)
 * that the flow must replace. At most two huge values a round keep the origin under its quota.
 */
const GARBAGE: Record<string, string[]> = {
  // '' and the huge string are not JSON; an ISO date is an old format; a time ahead of the clock blocked logins for years.
  [EMBEDDED_WALLET_KEYS.lastEmailLoginTime.key]: ['', '"2026-11-22T10:00:00.000Z"', '9999999999999', HUGE],
  [EMBEDDED_WALLET_KEYS.emailLoginUsed.key]: [HUGE, '{not json', '"yes"', '1'],
  [EMBEDDED_WALLET_KEYS.email.key]: ['', HUGE, '   ', '{"email":"old@portico.test"}'],
  [EMBEDDED_WALLET_KEYS.lastUsedChain.key]: ['cosmos', '', HUGE, '"eip155"'],
  [EMBEDDED_WALLET_KEYS.socialUsername.key]: ['   ', '', '{"name":1}', HUGE],
  // A provider outside the list marked an email login as social (no 'Update email').
  [EMBEDDED_WALLET_KEYS.connectedSocial.key]: ['myspace', HUGE, '', '{"provider":"google"}'],
  [SIWX_KEYS.authToken.key]: ['{not json', '[]', HUGE, '{"eip155":{"data":{"address":"0x0"},"message":"","signature":""}}'],
  [SIWX_KEYS.nonceToken.key]: [HUGE, '', '   ', '{"nonce":42}'],
}
const APP_KEY = 'my-app:settings'
const APP_VALUE = JSON.stringify({ theme: 'mine' })
const SIGN_IN_PATH = '/?siwx=1'

/** The round's garbage and the app's key, then a reload: the modal starts on them. */
async function poisonAndReload(page: Page, values: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ values, appKey, appValue }) => {
      localStorage.clear()
      for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value)
      localStorage.setItem(appKey, appValue)
    },
    { values, appKey: APP_KEY, appValue: APP_VALUE },
  )
  await page.reload()
  await page.getByRole('heading', { name: 'Account' }).waitFor()
}

/** The sessions the devnet's verifier opened for an address (SPEC §7 GET /v1/sessions/{address}). */
async function sessionCount(env: EmbeddedEnv, address: string): Promise<number> {
  const url = new URL(`/v1/sessions/${address}`, env.devnet.urls.api)
  url.searchParams.set('projectId', 'e2e')
  return ((await (await fetch(url)).json()) as unknown[]).length
}

/**
 * Sign in (SIWX) from the view the connect opened, approving the signature in the embedded wallet's view; done
 * when the devnet's verifier holds one more session for the address (the approval closes the modal before that).
 */
async function signIn(env: EmbeddedEnv, { page, dialog }: AppPage): Promise<void> {
  const address = (await page.getByTestId('address').textContent()) as string
  const before = await sessionCount(env, address)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click({ timeout: 30_000 })
  await expect.poll(() => dialog.getByTestId('approve-method').textContent(), { timeout: 15_000 }).toBe('personal_sign')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => sessionCount(env, address), { timeout: 30_000 }).toBe(before + 1)
}

/** The stored sign-in session is this address's (valid JSON of the plugin's format). */
async function expectSignedIn({ page }: AppPage): Promise<Record<string, string>> {
  const address = (await page.getByTestId('address').textContent()) as string
  const token = () => page.evaluate((name) => localStorage.getItem(name), SIWX_KEYS.authToken.key)
  await expect.poll(token).not.toBeNull()
  const stored = JSON.parse((await token()) as string) as { eip155: { data: { address: string } } }
  expect(stored.eip155.data.address.toLowerCase()).toBe(address.toLowerCase())
  const storage = await appStorage(page)
  expect(storage[SIWX_KEYS.nonceToken.key]).toBeUndefined()
  expect(storage[APP_KEY]).toBe(APP_VALUE)
  return storage
}

async function emailFlow(env: EmbeddedEnv, app: AppPage): Promise<Record<string, string>> {
  const email = freshEmail('garbage')
  await loginWithEmail(env, app, email)
  await signIn(env, app)
  const storage = await expectSignedIn(app)
  expect(storage[EMBEDDED_WALLET_KEYS.email.key]).toBe(email)
  expect(storage[EMBEDDED_WALLET_KEYS.emailLoginUsed.key]).toBe('true')
  expect(storage[EMBEDDED_WALLET_KEYS.lastUsedChain.key]).toBe('eip155')
  expect(storage[EMBEDDED_WALLET_KEYS.lastEmailLoginTime.key]).toBeUndefined()
  expect(storage[EMBEDDED_WALLET_KEYS.connectedSocial.key]).toBeUndefined()
  expect(storage[EMBEDDED_WALLET_KEYS.socialUsername.key]).toBeUndefined()
  // An email account offers 'Update email' (a stored social provider would have hidden it).
  await app.page.getByRole('button', { name: /^Account / }).click()
  await app.dialog.getByRole('button', { name: 'Update email' }).waitFor()
  return storage
}

/** A Google login through the popup and the devnet's stand-in page, then the sign-in. */
async function loginWithGoogle(env: EmbeddedEnv, app: AppPage): Promise<void> {
  const { page, dialog, browser } = app
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const [popup] = await Promise.all([browser.context.waitForEvent('page'), dialog.getByRole('button', { name: 'Continue with Google' }).click()])
  await popup.getByRole('button', { name: 'Continue as dev user' }).click({ timeout: 30_000 })
  await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
  await signIn(env, app)
}

async function socialFlow(env: EmbeddedEnv, app: AppPage): Promise<Record<string, string>> {
  await loginWithGoogle(env, app)
  const storage = await expectSignedIn(app)
  expect(storage[EMBEDDED_WALLET_KEYS.connectedSocial.key]).toBe('google')
  expect(storage[EMBEDDED_WALLET_KEYS.socialUsername.key]).toBe('dev-google-user')
  expect(storage[EMBEDDED_WALLET_KEYS.email.key]).toMatch(/^[^\s@]+@[^\s@]+$/)
  expect(storage[EMBEDDED_WALLET_KEYS.emailLoginUsed.key]).toBe('true')
  expect(storage[EMBEDDED_WALLET_KEYS.lastUsedChain.key]).toBe('eip155')
  expect(storage[EMBEDDED_WALLET_KEYS.lastEmailLoginTime.key]).toBeUndefined()
  return storage
}

describe('garbage in the plugins\' storage keys (chromium, demo + devnet secure site)', () => {
  let env: EmbeddedEnv

  beforeAll(async () => {
    // Debug off: with it on, each removed value is also logged as a console error.
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  const rounds = Math.max(...Object.values(GARBAGE).map((values) => values.length))
  for (let round = 0; round < rounds; round++) {
    it(`round ${round + 1}: every plugin key holds garbage; an email login and a Google login, each with a sign-in, work and reset every bad key`, async () => {
      const values = Object.fromEntries(
        Object.entries(GARBAGE)
          .map(([name, candidates]) => [name, candidates[round]] as const)
          .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
      )
      const [byEmail, bySocial] = await Promise.all([openApp(env, { path: SIGN_IN_PATH }), openApp(env, { path: SIGN_IN_PATH })])
      await Promise.all([poisonAndReload(byEmail.page, values), poisonAndReload(bySocial.page, values)])
      const after = await Promise.all([emailFlow(env, byEmail), socialFlow(env, bySocial)])
      for (const storage of after) {
        for (const [name, garbage] of Object.entries(values)) expect(storage[name], `${name} still holds its garbage`).not.toBe(garbage)
      }
      recordFigure('keys poisoned', Object.keys(values).length * after.length, 'storage-garbage (plugins, email and Google flows)')
    })
  }

  it('storage that throws on every write (quota exceeded) leaves the email and Google logins and their sign-ins working in memory', async () => {
    const apps = await Promise.all([openApp(env, { path: SIGN_IN_PATH }), openApp(env, { path: SIGN_IN_PATH })])
    const appOrigin = new URL(env.demo.url).origin
    await Promise.all(
      apps.map(async ({ browser, page }) => {
        // The app's storage only: the secure site's frame stands in for a remote service.
        await browser.context.addInitScript((origin) => {
          if (location.origin !== origin) return
          Storage.prototype.setItem = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
          }
        }, appOrigin)
        await page.evaluate(() => localStorage.clear())
        await page.reload()
        await page.getByRole('heading', { name: 'Account' }).waitFor()
      }),
    )
    const [byEmail, bySocial] = apps as [AppPage, AppPage]
    await Promise.all([
      loginWithEmail(env, byEmail, freshEmail('quota')).then(() => signIn(env, byEmail)),
      loginWithGoogle(env, bySocial),
    ])
    for (const { page } of apps) {
      expect(await page.getByTestId('status').textContent()).toBe('connected')
      expect(await page.evaluate(() => localStorage.length)).toBe(0)
    }
  })
})
