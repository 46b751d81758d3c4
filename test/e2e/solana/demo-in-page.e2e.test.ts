/**
 * The demo as `npm start` serves it: /devnet.json brings the devnet's Solana network and the in-page
 * test wallets (here approving by themselves). The in-page "Portico Solana Wallet" connects, keeps its
 * authorisation across a reload, and signs a message the test verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from 'portico-devnet'
import { guardPage, launchBrowser } from '../harness'
import { lamportsOf, SOLANA_TEST_WALLET_NAME, solDisplay, verifySolanaSignature } from './env'
import { builtDemo } from '../harness/demo-env'

describe('demo with the in-page Solana test wallet', () => {
  let devnet: Devnet
  let demo: DemoServer
  let distDir: string

  beforeAll(async () => {
    distDir = builtDemo()
    devnet = await startDevnet({ quiet: true })
    demo = await serveDemo({ devnet, testWallet: 'auto', distDir })
  })

  afterAll(async () => {
    await demo?.stop()
    await devnet?.stop()
  })

  it('connects, survives a reload and signs with Solana dev keypair #0', async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await guardPage(page)
      await page.goto(demo.url)
      const owner = devnet.solana.accounts[0]!.address
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
      await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(owner)
      await page.getByRole('button', { name: /^Account / }).click()
      await expect.poll(() => page.getByRole('dialog').getByLabel('Balance').textContent()).toBe(solDisplay(await lamportsOf(devnet, owner)))

      await page.reload()
      await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(owner)
      await page.getByRole('textbox', { name: 'Solana message' }).fill('from the demo')
      await page.getByRole('button', { name: 'Sign on Solana' }).click()
      await expect.poll(() => page.getByTestId('solana-signature').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
      expect(verifySolanaSignature(owner, new TextEncoder().encode('from the demo'), (await page.getByTestId('solana-signature').textContent()) as string)).toBe(true)
    } finally {
      await browser.close()
    }
  })
})
