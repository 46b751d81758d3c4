/**
 * Sign in with a message (SPEC §2 SIWXSignMessage, §8 sign-in) in Chromium with the EIP-6963 test wallet and the
 * default verifier on the devnet's /v1/sessions (demo `?siwx=1`): connect → sign → signed in (the devnet holds a
 * session it verified); reload → still signed in without a new signature; a refusal → 'Signature declined', then
 * Try again; a session revoked at the verifier → asked again on reload. The view passes axe in both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { SIWX_KEYS } from '../../../plugins/siwx/storage-keys'
import type { ResolvedTheme } from 'portico'
import { runAxe, screenshot } from '../harness'
import { openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type DemoPage } from '../modal/demo-env'
import { devnetApi, devnetSessionsOf } from './devnet-sessions'

const TITLE = 'Sign in'

async function checkView({ page, dialog }: DemoPage, view: string, theme: ResolvedTheme): Promise<void> {
  await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(TITLE)
  expect(await page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
  await screenshot(page, `${view}-${theme}`)
  expect(await runAxe(page), `${view} (${theme})`).toEqual([])
}

describe('siwx: sign in with the test wallet (default verifier on the devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  const api = (path: string, body?: unknown) => devnetApi(env)(path, body)
  const sessionsOf = (address: string) => devnetSessionsOf(env, address)
  const storedToken = (demo: DemoPage) => demo.page.evaluate((key) => localStorage.getItem(key), SIWX_KEYS.authToken.key)

  /** The demo with sign-in on, its modal on Connect. */
  async function openSignIn(theme: ResolvedTheme = 'light'): Promise<DemoPage> {
    const demo = await openDemo(env, { colorScheme: theme })
    await demo.page.goto(new URL('/?siwx=1', env.demo.url).toString())
    await demo.page.getByRole('heading', { name: 'Account' }).waitFor()
    if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
    return demo
  }
  async function connect({ page, dialog }: DemoPage): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`connect → sign → signed in; reload → still signed in without a new signature (${theme})`, async () => {
      const demo = await openSignIn(theme)
      const { page, dialog, wallet } = demo
      const before = (await sessionsOf(wallet.address)).length
      await connect(demo)
      await dialog.getByRole('button', { name: 'Sign', exact: true }).waitFor()
      await checkView(demo, 'SIWXSignMessage', theme)
      expect(wallet.calls('personal_sign')).toHaveLength(0) // nothing is signed before the person chooses Sign

      await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
      await expect.poll(() => page.locator('portico-modal').locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0)
      expect(wallet.calls('personal_sign')).toHaveLength(1)
      // The devnet opened a session from the EIP-4361 message it verified, for this origin.
      const sessions = await sessionsOf(wallet.address)
      expect(sessions).toHaveLength(before + 1)
      expect(sessions.at(-1)).toMatchObject({ domain: new URL(env.demo.url).host, chainId: 'eip155:1' })
      const token = JSON.parse((await storedToken(demo)) as string) as { eip155: { pci: string; message: string } }
      expect(token.eip155.pci).toBe(sessions.at(-1)?.pci)
      expect(token.eip155.message).toContain(`wants you to sign in with your Ethereum account:\n${wallet.address}`)

      await page.reload()
      await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      expect(await page.locator('portico-modal').locator('dialog[open]').count()).toBe(0)
      expect(wallet.calls('personal_sign')).toHaveLength(1)
      expect(JSON.parse((await storedToken(demo)) as string).eip155.pci).toBe(token.eip155.pci)
    })
  }

  it("a refused signature shows 'Signature declined' with Try again and Disconnect; Try again signs in", async () => {
    const demo = await openSignIn()
    const { dialog, wallet } = demo
    wallet.mode('reject', { method: 'personal_sign', once: true })
    await connect(demo)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Signature declined')
    await checkView(demo, 'SIWXSignMessage-declined', 'light')
    expect(await dialog.getByRole('button', { name: 'Disconnect' }).count()).toBe(1)
    expect(await storedToken(demo)).toBeNull()

    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => storedToken(demo), { timeout: 15_000 }).not.toBeNull()
  })

  it('a session revoked at the verifier: the next load asks to sign again', async () => {
    const demo = await openSignIn()
    const { page, dialog, wallet } = demo
    await connect(demo)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => storedToken(demo), { timeout: 15_000 }).not.toBeNull()
    const { pci } = JSON.parse((await storedToken(demo)) as string).eip155 as { pci: string }

    // The owner revokes it (SPEC §7 POST /v1/sessions/{address}/revoke, signed by the address).
    const key = env.devnet.accounts.find((account) => account.address.toLowerCase() === wallet.address.toLowerCase())?.privateKey as Hex
    const signature = await privateKeyToAccount(key).signMessage({ message: pci })
    expect((await api(`/v1/sessions/${wallet.address}/revoke`, { pci, signature })).status).toBe(200)

    await page.reload()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 30_000 })
    expect(await storedToken(demo)).toBeNull()
  })
})
