/**
 * A custom wallet from the config (`customWallets`): Connect lists it as an EXTERNAL connector (SPEC §3
 * connector types), and choosing it pairs over WalletConnect with the devnet's dev wallet, which connects.
 */
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTab, startWalletConnectEnv, type GuardedPage, type WalletConnectEnv } from './env'

let env: WalletConnectEnv
let demo: GuardedPage
let dialog: Locator

type Debug = { modal: { getState(): { connectors: Array<{ id: string; type: string; chain: string }> } } }

describe('custom wallets (chromium, demo ?custom=1 + dev wallet page + devnet relay)', () => {
  beforeAll(async () => {
    env = await startWalletConnectEnv({ debug: true })
    demo = await openTab(env, `${env.demo.url}?custom=1`)
    dialog = demo.page.getByRole('dialog')
    await demo.page.getByRole('heading', { name: 'Account' }).waitFor()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('Connect lists the custom wallet, an EXTERNAL connector; choosing it pairs over WalletConnect and the dev wallet connects', async () => {
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connectors = () => demo.page.evaluate(() => (window as unknown as { __porticoDebug: Debug }).__porticoDebug.modal.getState().connectors)
    await expect.poll(connectors).toContainEqual(expect.objectContaining({ id: 'portico-custom-wallet', type: 'EXTERNAL', chain: 'eip155' }))
    await dialog.getByRole('button', { name: 'Custom Dev Wallet' }).click()
    const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
    await qr.waitFor({ timeout: 30_000 })
    const uri = (await qr.getAttribute('data-uri')) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const wallet = await openTab(env, `${env.devnet.urls.walletPage}?uri=${encodeURIComponent(uri)}`)
    await wallet.page.getByRole('button', { name: 'Approve session' }).click()
    await demo.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const walletAddress = (env.devnet.accounts[1] as { address: string }).address
    expect(await demo.page.getByTestId('address').textContent()).toBe(walletAddress)
    await demo.guard.assertClean()
    await wallet.guard.assertClean()
  })
})
