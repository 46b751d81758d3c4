/**
 * The test kit as a dapp uses it (issue 26): every wallet, modal and clock step goes through the public entries
 * `portico-devnet` and `portico-devnet/playwright` only. The app is the demo on its devnet (the harness's one
 * world per file; an outside dapp would serve its own), the browser this runner's Chromium.
 *
 * - A test wallet scripted to reject the connect: the modal shows SPEC §8's user rejection (wallet error 4001)
 *   as 'Connection declined', and keeps the wallet's view to try again.
 * - One scripted to answer after 15 s of page time, past SPEC §9's 10 s request timeout: Portico sets no
 *   timeout on a wallet's own prompt (a person may take that long), so the modal keeps waiting with no error
 *   the whole time and connects when the wallet answers. The delay runs on the session clock.
 * - The same wallet as the plain in-page script any runner can load (`PorticoTestWallets`), scripted from the
 *   page: its rejection shows the same, Try again connects, and it recorded both requests.
 * - The modal helpers, side by side: connect with the named test wallet, log in by e-mail through the dev
 *   inbox, pair the WalletConnect dev wallet; each ends on the app's connected account.
 */
import { connectWallet, devnetWalletChains, installSessionClock, installWallets, loginWithEmail, modalOf, pageNow, pairWalletConnect, pickWallet, TEST_WALLET_NAMES, walletScript, type TestWallet } from 'portico-devnet/playwright'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { guardPage, launchBrowser } from '../harness'
import { startDemoEnv, type DemoEnv } from '../harness/demo-env'

const DELAY_MS = 15_000
/** SPEC §9: "HTTP RPC timeout 10000 ms" (and "other constants 10 s"). */
const SPEC_REQUEST_TIMEOUT_MS = 10_000

let env: DemoEnv
beforeAll(async () => {
  env = await startDemoEnv()
})
afterAll(() => env?.stop())

async function openApp(): Promise<{ page: Page; wallet: TestWallet; skipAheadDuring: <T>(wait: Promise<T>) => Promise<T> }> {
  const browser = await launchBrowser()
  onTestFinished(() => browser.close())
  const { eip155: wallet } = await installWallets(browser.context, env.devnet, { namespaces: ['eip155'] })
  const clock = await installSessionClock(browser.context)
  const page = await browser.newPage()
  await guardPage(page)
  await page.goto(env.demo.url)
  if (!wallet) throw new Error('installWallets gave no eip155 wallet')
  return { page, wallet, skipAheadDuring: (wait) => clock.skipAheadDuring(wait) }
}

describe('portico-devnet through its public entries', () => {
  it('a wallet set to reject shows SPEC §8 user rejection; one delayed past SPEC §9 10 s keeps waiting, then connects', async () => {
    const [rejecting, delayed] = await Promise.all([openApp(), openApp()])
    rejecting.wallet.mode('reject', { method: 'eth_requestAccounts' })
    delayed.wallet.mode({ delayMs: DELAY_MS }, { method: 'eth_requestAccounts', once: true })

    await Promise.all(
      [rejecting, delayed].map(async ({ page }) => {
        await pickWallet(page, TEST_WALLET_NAMES.eip155)
      }),
    )
    const startedAt = await pageNow(delayed.page)

    // Rejected: SPEC §8 wallet error 4001, worded by the modal; the wallet's view stays, with Try again.
    const rejectedModal = modalOf(rejecting.page)
    await expect.poll(() => rejectedModal.getByRole('alert').textContent()).toBe('Connection declined')
    expect(await rejectedModal.getByRole('heading').textContent()).toBe(TEST_WALLET_NAMES.eip155)
    expect(await rejectedModal.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
    expect(rejecting.wallet.calls('eth_requestAccounts').map((call) => call.outcome)).toEqual([4001])

    // Delayed: past the 10 s on the page's clock the modal still waits on the wallet, with no error.
    const delayedModal = modalOf(delayed.page)
    const status = delayedModal.getByText(`Continue in ${TEST_WALLET_NAMES.eip155}`)
    await delayed.skipAheadDuring(expect.poll(async () => (await pageNow(delayed.page)) - startedAt).toBeGreaterThan(SPEC_REQUEST_TIMEOUT_MS + 1_000))
    expect(await status.isVisible()).toBe(true)
    expect(await delayedModal.getByRole('alert').count()).toBe(0)
    expect(delayed.wallet.calls('eth_requestAccounts').map((call) => call.outcome)).toEqual([undefined])

    // The wallet answers at 15 s: connected, the modal closed.
    await delayed.skipAheadDuring(delayedModal.waitFor({ state: 'hidden', timeout: 60_000 }))
    expect((await pageNow(delayed.page)) - startedAt).toBeGreaterThanOrEqual(DELAY_MS)
    expect(delayed.wallet.calls('eth_requestAccounts').map((call) => call.outcome)).toEqual(['ok'])
    await delayed.page.getByRole('button', { name: /^Account / }).waitFor()
    recordFigure('wallet misbehaviours', 2, 'test/e2e/kit/public-kit.e2e.test.ts (reject, delay past 10 s)')
  })

  it('the plain in-page script (any runner): scripted from the page to reject once; Try again connects; both requests recorded', async () => {
    const browser = await launchBrowser()
    onTestFinished(() => browser.close())
    const chains = devnetWalletChains(env.devnet)
    // As a <script> in the app's page would: in its top document only (not about:blank, not the wallet frames).
    const appOrigin = new URL(env.demo.url).origin
    const install = `if (location.origin === ${JSON.stringify(appOrigin)} && window.top === window) { window.__wallet = PorticoTestWallets.install(${JSON.stringify({ chains, approval: 'scripted' })}); window.__wallet.mode('reject', { method: 'eth_requestAccounts', once: true }) }`
    await browser.context.addInitScript({ content: `${await walletScript('in-page')}\n${install}` })
    const page = await browser.newPage()
    await guardPage(page)
    await page.goto(env.demo.url)
    const modal = await pickWallet(page, TEST_WALLET_NAMES.eip155)
    await expect.poll(() => modal.getByRole('alert').textContent()).toBe('Connection declined')
    await modal.getByRole('button', { name: 'Try again' }).click()
    await modal.waitFor({ state: 'hidden' })
    const outcomes = await page.evaluate(() => (window as unknown as { __wallet: { calls(method: string): { outcome?: unknown }[] } }).__wallet.calls('eth_requestAccounts').map((call) => call.outcome))
    expect(outcomes).toEqual([4001, 'ok'])
    recordFigure('wallet misbehaviours', 1, 'test/e2e/kit/public-kit.e2e.test.ts (in-page script, reject once)')
  })

  it('helpers: connect the named wallet, log in by e-mail through the dev inbox, pair the WalletConnect dev wallet', async () => {
    const open = async () => {
      const browser = await launchBrowser()
      onTestFinished(() => browser.close())
      const wallets = await installWallets(browser.context, env.devnet, { namespaces: ['eip155'] })
      const page = await browser.newPage()
      await guardPage(page)
      await page.goto(env.demo.url)
      return { page, wallets }
    }
    const [injected, byEmail, paired] = await Promise.all([open(), open(), open()])
    await Promise.all([
      connectWallet(injected.page, TEST_WALLET_NAMES.eip155),
      loginWithEmail(byEmail.page, env.devnet, `kit-${Date.now()}@portico.test`),
      pairWalletConnect(paired.page, env.devnet),
    ])
    // The account button's name ends with the account's name (the devnet names dev accounts #0 and #1: shown once
    // the identity lookup answers, the short address until then) or, for the new e-mail account, its short address.
    const accountName = (page: Page) => page.getByRole('button', { name: /^Account / }).getAttribute('aria-label')
    const nameOf = (address: string | undefined) => (address ? env.devnet.identities[address as `0x${string}`]?.name : undefined)
    expect(nameOf(injected.wallets.eip155?.address)).toBeDefined()
    await expect.poll(() => accountName(injected.page)).toMatch(new RegExp(`${nameOf(injected.wallets.eip155?.address)}$`))
    await expect.poll(() => accountName(paired.page)).toMatch(new RegExp(`${nameOf(env.devnet.devAccounts.evm[1]?.address)}$`))
    await expect.poll(() => accountName(byEmail.page)).toMatch(/ 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)
  })
})
