/**
 * The connect flow of the demo dapp in Chromium, driven as a person clicks:
 * connect through the EIP-6963 test wallet, balance, signing, reload,
 * rejection and retry, disconnect and its storage, two tabs that follow each other, the keyboard-only path.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, formatEther, http, verifyMessage, type Hex } from 'viem'
import { KERNEL_KEYS } from '../../../kernel/storage'
import { EMBEDDED_WALLET_KEYS } from '../../../plugins/embedded-wallet/storage-keys'
import { connectorIdKey } from '../../../kernel/session-keys'
import { NAMESPACES } from 'portico'
import { guardPage } from '../harness'
import { connectWithTestWallet, openDemo, shortAddress, startDemoEnv, TEST_WALLET_NAME, type DemoEnv } from './demo-env'
import type { TestWallet } from 'portico-devnet/playwright'

/** The localStorage keys of a connection (kernel/storage.ts), all of which disconnect must clear. */
const CONNECTION_KEYS = [
  KERNEL_KEYS.walletId.key,
  KERNEL_KEYS.walletName.key,
  EMBEDDED_WALLET_KEYS.connectedSocial.key,
  EMBEDDED_WALLET_KEYS.socialUsername.key,
  ...NAMESPACES.map(connectorIdKey),
]

/** Reload: the account comes back connected without the wallet being asked again (no eth_requestAccounts). */
async function reloadRestored(page: Page, wallet: TestWallet): Promise<Locator> {
  const requestsBefore = wallet.calls('eth_requestAccounts').length
  await page.reload()
  const accountButton = page.getByRole('button', { name: /^Account / })
  await accountButton.waitFor()
  expect(await page.getByTestId('status').textContent()).toBe('connected')
  expect(await accountButton.getAttribute('title')).toBe(wallet.address)
  expect(wallet.calls('eth_requestAccounts')).toHaveLength(requestsBefore)
  return accountButton
}

describe('modal connect flow in chromium (demo + devnet + test wallet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it("DESIGN CSP: the demo (every browser test's page) is served under the strict policy with Trusted Types; the guard fails a test on any violation", async () => {
    const csp = (await fetch(env.demo.url)).headers.get('content-security-policy') ?? ''
    const directives = csp.split(';').map((directive) => directive.trim())
    for (const directive of ["script-src 'self'", "style-src 'self'", "object-src 'none'", "base-uri 'none'", "require-trusted-types-for 'script'"]) {
      expect(directives).toContain(directive)
    }
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('SPEC §2 values as the browser applies them: 360 px wide, z-index 999, master font 10 px and radius 4 px, the header 120 ms, height and view 150 ms, shake 500 ms', async () => {
    const { page, dialog } = await openDemo(env, { motion: 'no-preference' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Connect Wallet')
    const applied = await dialog.evaluate((element) => {
      const root = element.getRootNode() as ShadowRoot
      const style = (selector: string) => getComputedStyle(root.querySelector(selector) as Element)
      // The shake a refusal plays (kernel/ui/shell/shake.ts), as the card has it while it plays.
      const card = root.querySelector('.pt-card') as Element
      card.classList.add('pt-shake')
      const shake = getComputedStyle(card).animationDuration
      card.classList.remove('pt-shake')
      return {
        // Its layout width: the opening animation scales it (getBoundingClientRect would read 98 % mid-way).
        width: (element as HTMLElement).offsetWidth,
        zIndex: getComputedStyle(element).zIndex,
        fontMaster: getComputedStyle(root.host).getPropertyValue('--pt-fs').trim(),
        radiusMaster: getComputedStyle(root.host).getPropertyValue('--pt-r').trim(),
        title: style('.pt-title').animationDuration,
        height: style('.pt-body').transitionDuration,
        view: style('.pt-view').animationDuration,
        shake,
      }
    })
    expect(applied).toEqual({ width: 360, zIndex: '999', fontMaster: '10px', radiusMaster: '4px', title: '0.12s', height: '0.15s', view: '0.15s', shake: '0.5s' })
  })

  it('SPEC §2 Connect → ConnectingExternal → Account: the Account view shows the address and the devnet balance (3 decimals, SPEC §9)', async () => {
    const demo = await openDemo(env)
    const { page, dialog, wallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Connect Wallet')
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor()

    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Account')
    const account = dialog.getByRole('region', { name: 'Account' })
    await expect.poll(() => account.textContent()).toContain(shortAddress(wallet.address))
    expect(await account.locator(`[title="${wallet.address}"]`).count()).toBe(1)

    const client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })
    const wei = await client.getBalance({ address: wallet.address })
    // alice starts with 10000 ETH; the seeded history moves a little in and out.
    expect(Number(formatEther(wei))).toBeGreaterThan(9_000)
    expect(Number(formatEther(wei))).toBeLessThan(11_000)
    await expect.poll(() => account.getByLabel('Balance').textContent()).toBe(`${Number(formatEther(wei)).toFixed(3)} ETH`)
    expect(await page.getByTestId('address').textContent()).toBe(wallet.address)
  })

  it('SPEC §6 personal_sign: the demo sign form shows a signature that verifies for the connected address', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const { page, wallet } = demo
    const message = 'Sign in to Portico e2e'
    await page.getByRole('textbox', { name: 'Message' }).fill(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    expect(wallet.calls('personal_sign').at(-1)?.outcome).toBe('ok')
  })

  it("SPEC §3/§4: a session stored under '@appkit/' keys only (an earlier version, an AppKit site) restores on reload; afterwards only '@appkit-wallet/' keys remain", async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const { page, wallet } = demo
    const stored = () => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])))
    const session = await stored()
    expect(session[connectorIdKey('eip155')]).toBeTruthy()
    // As an earlier version left it: every '@appkit-wallet/' key under its '@appkit/' name.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith('@appkit-wallet/'))) {
        localStorage.setItem(`@appkit/${key.slice('@appkit-wallet/'.length)}`, localStorage.getItem(key) as string)
        localStorage.removeItem(key)
      }
    })
    expect(Object.keys(await stored()).filter((key) => key.startsWith('@appkit-wallet/'))).toEqual([])
    await reloadRestored(page, wallet)
    const after = await stored()
    expect(Object.keys(after).filter((key) => key.startsWith('@appkit/'))).toEqual([])
    for (const [key, value] of Object.entries(session).filter(([name]) => name.startsWith('@appkit-wallet/'))) expect(after[key], key).toBe(value)
  })

  it('SPEC §4 reconnect: after a reload the account is restored without a click', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const { page, dialog, wallet } = demo
    const accountButton = await reloadRestored(page, wallet)
    // The devnet's identity service names alice (fetched in the background after the restore).
    await expect.poll(() => accountButton.textContent()).toContain(env.devnet.identities[wallet.address]?.name)
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)

    await accountButton.click()
    await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).textContent()).toContain(shortAddress(wallet.address))
  })

  it('SPEC §8 wallet error 4001: a rejected connect shows the error state; Try again then approve connects', async () => {
    const demo = await openDemo(env)
    const { page, dialog, wallet } = demo
    wallet.mode('reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Connection declined')
    expect(await dialog.getByRole('heading').textContent()).toBe(TEST_WALLET_NAME)
    expect(wallet.calls('eth_requestAccounts').at(-1)?.outcome).toBe(4001)

    wallet.mode('approve')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await dialog.isVisible()).toBe(false)
  })

  it('SPEC §4 disconnect: back to Connect, and the connection keys are cleared from localStorage', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const { page, dialog, wallet } = demo
    const stored = () => page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), CONNECTION_KEYS)
    expect(await stored()).toEqual(expect.arrayContaining([KERNEL_KEYS.walletId.key, connectorIdKey('eip155')]))

    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await stored()).toEqual([])
    expect(wallet.state().authorized).toBe(false)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Connect Wallet')
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('SPEC §4 across tabs: a disconnect in one tab shows in the other within a second, which then signs no more; a connect there shows back here', async () => {
    // A wallet without wallet_revokePermissions (many lack EIP-2255) tells no tab of a site's disconnect:
    // the tabs must tell each other, through the storage they share.
    const demo = await openDemo(env, { revokePermissions: false })
    await connectWithTestWallet(demo)
    const { page, dialog, wallet } = demo
    const other = await demo.browser.newPage()
    await guardPage(other)
    await other.goto(env.demo.url)
    await other.getByRole('button', { name: /^Account / }).waitFor() // restored from the shared storage
    expect(await other.getByTestId('status').textContent()).toBe('connected')
    expect(await other.getByRole('button', { name: 'Sign message' }).isEnabled()).toBe(true)

    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(wallet.state().authorized).toBe(true) // the wallet was not told: only the tabs know
    const signsBefore = wallet.calls('personal_sign').length
    await expect.poll(() => other.getByTestId('status').textContent(), { timeout: 1_000, interval: 50 }).toBe('disconnected')
    await other.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: 1_000 })
    expect(await other.getByRole('button', { name: 'Sign message' }).isDisabled()).toBe(true)
    expect(await other.getByText('Connect a wallet to sign.').count()).toBe(1)
    expect(wallet.calls('personal_sign')).toHaveLength(signsBefore)

    // Connect in the other tab: this one shows it within a second, restored without a prompt, and signs.
    const requestsBefore = wallet.calls('eth_requestAccounts').length
    await connectWithTestWallet({ ...demo, page: other, dialog: other.getByRole('dialog') })
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 1_000, interval: 50 }).toBe('connected')
    expect(await page.getByRole('button', { name: /^Account / }).getAttribute('title')).toBe(wallet.address)
    expect(wallet.calls('eth_requestAccounts')).toHaveLength(requestsBefore + 1) // the other tab's connect only
    const message = 'Signed after the other tab connected'
    await page.getByRole('textbox', { name: 'Message' }).fill(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
  })

  it('SPEC §4 interleaved attempts: WalletConnect chosen (its QR shown), Back, then the test wallet: connected, and it stays so', async () => {
    const demo = await openDemo(env)
    const { page, dialog, wallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('status').textContent()).toBe('connecting')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    // The abandoned pairing has had every chance to settle: it changed nothing.
    await page.waitForTimeout(1_000)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByRole('button', { name: /^Account / }).getAttribute('title')).toBe(wallet.address)
    expect(await page.getByRole('button', { name: 'Sign message' }).isEnabled()).toBe(true)
    // And a reload restores exactly that.
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })

  it('SPEC §3 recentWallet, §9 recent wallets kept: connect → reload → disconnect → reload: Connect tags the test wallet "Recent" (it was "Installed")', async () => {
    const demo = await openDemo(env)
    const { page, dialog } = demo
    const walletTag = () => dialog.getByRole('button', { name: TEST_WALLET_NAME }).locator('.pt-tag').textContent()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(walletTag).toBe('Installed')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)

    await connectWithTestWallet(demo)
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const recent = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { name: string }[], KERNEL_KEYS.recentWallets.key)
    expect(recent.map((wallet) => wallet.name)).toEqual([TEST_WALLET_NAME])

    // A fresh page: no session to restore, so only the stored recent list can tell the modal.
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(walletTag).toBe('Recent')
    const firstWallet = dialog.getByRole('list', { name: 'Connect methods' }).getByRole('button').first()
    expect(await firstWallet.textContent()).toContain(TEST_WALLET_NAME)
  })

  it('SPEC §2 keyboard only: Tab to connect, Enter opens, Tab/Enter picks the wallet, Escape closes and focus returns; after connect focus is on the account button, after disconnect on the connect button', async () => {
    const demo = await openDemo(env)
    const { page, dialog } = demo
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    const isFocused = (locator: typeof connectButton) => locator.evaluate((element) => element === document.activeElement || element.matches(':focus'))

    const tabTo = async (target: typeof connectButton) => {
      for (let i = 0; i < 20 && !(await isFocused(target)); i++) await page.keyboard.press('Tab')
      expect(await isFocused(target)).toBe(true)
    }

    await tabTo(connectButton)
    await page.keyboard.press('Enter')
    const walletButton = dialog.getByRole('button', { name: TEST_WALLET_NAME })
    await walletButton.waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => isFocused(connectButton)).toBe(true)

    await page.keyboard.press('Enter')
    await walletButton.waitFor()
    await tabTo(walletButton)
    await page.keyboard.press('Enter')
    const accountButton = page.getByRole('button', { name: /^Account / })
    await accountButton.waitFor()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    // The Connect Wallet button gave way to the account button: focus moved with it, not to <body>.
    await expect.poll(() => isFocused(accountButton)).toBe(true)

    await page.keyboard.press('Enter')
    const disconnectButton = dialog.getByRole('button', { name: 'Disconnect' })
    await disconnectButton.waitFor()
    await tabTo(disconnectButton)
    await page.keyboard.press('Enter')
    await connectButton.waitFor()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => isFocused(connectButton)).toBe(true)
  })
})
