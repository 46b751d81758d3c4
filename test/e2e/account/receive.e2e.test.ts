/**
 * The receive plugin's WalletReceive view in Chromium against the demo and the devnet: the QR code decodes
 * (jsQR) to the connected address, the address shows in full, copy puts it on the clipboard with the
 * 'Address copied' toast, the networks are the configured eip155 ones with the warning naming them; axe
 * and screenshots in both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResolvedTheme } from 'portico'
import { runAxe, screenshot } from '../harness'
import { decodeQrSvg } from '../harness/qr'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'

/** The demo's networks (demo/src/devnetConfig.ts: Ethereum and Base on the devnet's chains). */
const CONFIGURED_NETWORKS = ['Ethereum', 'Base']

const qrCode = (demo: DemoPage) => demo.dialog.getByRole('img', { name: 'Address QR code' })

async function openReceive(demo: DemoPage): Promise<void> {
  await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => demo.dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Account')
  await demo.dialog.getByRole('button', { name: 'Receive' }).click()
  await expect.poll(() => demo.dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Receive')
  // The QR encoder loads on first render: the code is drawn once aria-busy is gone.
  await expect.poll(() => qrCode(demo).getAttribute('aria-busy')).toBeNull()
}

describe('receive plugin: WalletReceive against the devnet', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §1 receive: the QR code decodes to the connected address, shown in full; the eip155 networks and the warning', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    await openReceive(demo)
    const address = demo.wallet.address
    expect(await decodeQrSvg(qrCode(demo))).toBe(address)
    expect(await demo.dialog.getByText(address, { exact: true }).count()).toBe(1)
    expect(await demo.page.getByTestId('address').textContent()).toBe(address)

    const networks = demo.dialog.getByRole('list', { name: 'Networks' })
    expect((await networks.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n').at(1))).toEqual(CONFIGURED_NETWORKS)
    expect(await networks.getByRole('listitem').filter({ hasText: 'Active' }).innerText()).toContain('Ethereum')
    expect(await demo.dialog.getByRole('note').textContent()).toBe(
      'Only send assets on Ethereum or Base to this address. Assets sent on another network may be lost.',
    )
  })

  it("Copy address puts the connected address on the clipboard and shows 'Address copied'", async () => {
    const demo = await openDemo(env)
    await demo.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.demo.url).origin })
    await connectWithTestWallet(demo)
    await openReceive(demo)
    await demo.dialog.getByRole('button', { name: 'Copy address' }).click()
    await expect.poll(() => demo.page.locator('portico-modal').locator('.pt-toast').textContent()).toBe('Address copied')
    expect(await demo.page.evaluate(() => navigator.clipboard.readText())).toBe(demo.wallet.address)
  })

  for (const theme of ['light', 'dark'] as ResolvedTheme[]) {
    it(`${theme} theme: WalletReceive passes axe (no serious or critical violation)`, async () => {
      const demo = await openDemo(env, { colorScheme: theme })
      if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
      await connectWithTestWallet(demo)
      await openReceive(demo)
      await screenshot(demo.page, `WalletReceive-${theme}`)
      expect(await runAxe(demo.page), `WalletReceive (${theme})`).toEqual([])
    })
  }
})
