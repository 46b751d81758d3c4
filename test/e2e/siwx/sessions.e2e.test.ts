/**
 * Feature smartSessions of the siwx plugin in Chromium with the EIP-6963 test wallet and the devnet's /v1/sessions
 * (demo `?siwx=1&sessions=1`): connect and sign in (the devnet opens a session), Account → Sessions lists it and
 * one opened from another site, Revoke asks the wallet to sign the session's pci and the row goes (the devnet no
 * longer lists it); revoking this page's own session asks to sign in again; a refused signature says so and keeps
 * the row; with none left, 'No active sessions'. With the flag off, the Account view offers no Sessions. Axe and
 * screenshots of the list and the empty state in both themes at 1280x800 and 360x740.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hexToString, isHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { ResolvedTheme } from 'portico'
import { SIWX_KEYS } from '../../../plugins/siwx/storage-keys'
import { runAxe, screenshot } from '../harness'
import { openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type DemoPage } from '../modal/demo-env'
import { devnetApi, devnetSessionsOf } from './devnet-sessions'

const OTHER_SITE = 'other.example'

describe('siwx smartSessions: Account → Sessions against the devnet', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  const api = (path: string, body?: unknown) => devnetApi(env)(path, body)
  const sessionsOf = (address: string) => devnetSessionsOf(env, address)
  const keyOf = (address: string) => env.devnet.accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())?.privateKey as Hex

  /** A session the address opened on another site (as its owner would, elsewhere): its pci. */
  async function signInElsewhere(address: string): Promise<string> {
    const { nonce } = (await (await api('/v1/sessions/nonce')).json()) as { nonce: string }
    const message = createSiweMessage({ domain: OTHER_SITE, address: address as Hex, uri: `https://${OTHER_SITE}`, version: '1', chainId: 1, nonce, issuedAt: new Date() })
    const signature = await privateKeyToAccount(keyOf(address)).signMessage({ message })
    const response = await api(`/v1/sessions/${address}`, { message, signature })
    expect(response.status).toBe(200)
    return ((await response.json()) as { pci: string }).pci
  }
  /** Revoke at the devnet directly (the owner, from another device). */
  async function revokeElsewhere(address: string, pci: string): Promise<void> {
    const signature = await privateKeyToAccount(keyOf(address)).signMessage({ message: pci })
    expect((await api(`/v1/sessions/${address}/revoke`, { pci, signature })).status).toBe(200)
  }
  const storedToken = (demo: DemoPage) => demo.page.evaluate((key) => localStorage.getItem(key), SIWX_KEYS.authToken.key)

  /** The demo with sign-in (and smartSessions unless `sessions` is false), connected and signed in. */
  async function signedIn(options: { theme?: ResolvedTheme; sessions?: boolean; viewport?: { width: number; height: number } } = {}): Promise<DemoPage> {
    const { theme = 'light', sessions = true } = options
    const demo = await openDemo(env, { colorScheme: theme })
    const { page, dialog } = demo
    if (options.viewport) await page.setViewportSize(options.viewport)
    await page.goto(new URL(sessions ? '/?siwx=1&sessions=1' : '/?siwx=1', env.demo.url).toString())
    await page.getByRole('heading', { name: 'Account' }).waitFor()
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => storedToken(demo), { timeout: 15_000 }).not.toBeNull()
    await expect.poll(() => page.locator('portico-modal').locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0)
    return demo
  }
  const ownPci = async (demo: DemoPage) => (JSON.parse((await storedToken(demo)) as string) as { eip155: { pci: string } }).eip155.pci

  async function openSessions({ page, dialog }: DemoPage): Promise<void> {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Sessions' }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Sessions')
  }
  const rows = ({ dialog }: DemoPage) => dialog.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')
  const rowOf = (demo: DemoPage, domain: string) => rows(demo).filter({ hasText: domain })

  it('lists the sign-in and another site\'s session; Revoke signs the pci and removes the row; revoking this page\'s own asks to sign in again', async () => {
    const demo = await signedIn()
    const { dialog, wallet } = demo
    const host = new URL(env.demo.url).host
    const own = await ownPci(demo)
    const other = await signInElsewhere(wallet.address)
    await openSessions(demo)

    await expect.poll(() => rowOf(demo, OTHER_SITE).count()).toBe(1)
    expect(await rowOf(demo, OTHER_SITE).textContent()).toBe('other.exampleEthereumExpires in 7 daysRevoke') // the devnet's default lifetime
    const signed = wallet.calls('personal_sign').length

    await rowOf(demo, OTHER_SITE).getByRole('button', { name: `Revoke ${OTHER_SITE}` }).click()
    await expect.poll(() => rowOf(demo, OTHER_SITE).count()).toBe(0)
    const [message] = (wallet.calls('personal_sign').at(-1)?.params ?? []) as [string]
    expect(wallet.calls('personal_sign')).toHaveLength(signed + 1)
    expect(isHex(message) ? hexToString(message) : message).toBe(other)
    const listed = (await sessionsOf(wallet.address)).map((session) => session.pci)
    expect(listed).not.toContain(other)
    expect(listed).toContain(own)
    expect(await dialog.getByRole('heading').textContent()).toBe('Sessions') // still on the list, signed in
    expect(await ownPci(demo)).toBe(own)

    // This page's own session (the devnet's first for this address): revoked, forgotten, and the account asked to sign in again.
    expect(await rowOf(demo, host).count()).toBe(1)
    await rowOf(demo, host).getByRole('button', { name: `Revoke ${host}` }).click()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 15_000 })
    expect((await sessionsOf(wallet.address)).map((session) => session.pci)).not.toContain(own)
    expect(await storedToken(demo)).toBeNull()
  })

  it('a refused signature says so and keeps the row; the devnet still lists the session', async () => {
    const demo = await signedIn()
    const { dialog, wallet } = demo
    const other = await signInElsewhere(wallet.address)
    await openSessions(demo)
    await expect.poll(() => rowOf(demo, OTHER_SITE).count()).toBeGreaterThanOrEqual(1)
    const before = await rows(demo).count()
    wallet.mode('reject', { method: 'personal_sign', once: true })
    await rowOf(demo, OTHER_SITE).first().getByRole('button', { name: `Revoke ${OTHER_SITE}` }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Signature declined')
    expect(await rows(demo).count()).toBe(before)
    await screenshot(demo.page, 'Sessions-declined-light')
    expect(await runAxe(demo.page), 'Sessions declined').toEqual([])
    expect((await sessionsOf(wallet.address)).map((session) => session.pci)).toContain(other)
  })

  it('with smartSessions off, the Account view offers no Sessions', async () => {
    const demo = await signedIn({ sessions: false })
    const { page, dialog } = demo
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Sessions' }).count()).toBe(0)
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
      const size = `${viewport.width}x${viewport.height}`
      it(`${theme} ${size}: the list and the empty state pass axe`, async () => {
        const demo = await signedIn({ theme, viewport })
        const { page, dialog, wallet } = demo
        // Earlier tests' sessions are gone first, so the list holds this page's own and another site's.
        for (const session of await sessionsOf(wallet.address)) if (session.pci !== (await ownPci(demo))) await revokeElsewhere(wallet.address, session.pci)
        await signInElsewhere(wallet.address)
        await openSessions(demo)
        await expect.poll(() => rows(demo).count()).toBe(2)
        expect(await page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
        await screenshot(page, `Sessions-${theme}-${size}`)
        expect(await runAxe(page), `Sessions (${theme}, ${size})`).toEqual([])

        // Revoked from elsewhere (another device): opened again, the list is empty.
        for (const session of await sessionsOf(wallet.address)) await revokeElsewhere(wallet.address, session.pci)
        await dialog.getByRole('button', { name: 'Back' }).click()
        await dialog.getByRole('button', { name: 'Sessions' }).click()
        await dialog.getByText('No active sessions').waitFor()
        await screenshot(page, `Sessions-empty-${theme}-${size}`)
        expect(await runAxe(page), `Sessions empty (${theme}, ${size})`).toEqual([])
      })
    }
  }
})
