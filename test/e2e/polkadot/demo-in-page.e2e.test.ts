/**
 * The demo as `npm start` serves it with Polkadot: /devnet.json brings Polkadot and Westend and the in-page
 * Polkadot test extension (here approving by itself, its keyring running in the page). It connects, keeps
 * the site allowed across a reload, and signs a message the test verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from 'portico-devnet'
import { guardPage, launchBrowser } from '../harness'
import { addressOn, POLKADOT_NETWORK, POLKADOT_TEST_EXTENSION_NAME, signedBytes, verifyPolkadotSignature } from './env'
import { builtDemo } from '../harness/demo-env'

/** The Substrate dev account //Alice the demo server hands the in-page extension. */
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

describe('demo with the in-page Polkadot test extension', () => {
  let devnet: Devnet
  let demo: DemoServer
  let distDir: string

  beforeAll(async () => {
    distDir = builtDemo()
    devnet = await startDevnet({ quiet: true })
    demo = await serveDemo({ devnet, testWallet: 'auto', distDir, solana: false, polkadot: true })
  })

  afterAll(async () => {
    await demo?.stop()
    await devnet?.stop()
  })

  it('connects, survives a reload and signs with //Alice', async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await guardPage(page)
      await page.goto(demo.url)
      const address = addressOn(ALICE, POLKADOT_NETWORK)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).click()
      await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(address)

      await page.reload()
      await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(address)
      await page.getByRole('textbox', { name: 'Polkadot message' }).fill('from the demo')
      await page.getByRole('button', { name: 'Sign on Polkadot' }).click()
      await expect.poll(() => page.getByTestId('polkadot-signature').textContent()).toMatch(/^0x[0-9a-f]{128}$/)
      const signature = (await page.getByTestId('polkadot-signature').textContent()) as string
      expect(verifyPolkadotSignature(ALICE, signedBytes('from the demo'), signature)).toEqual({ isValid: true, crypto: 'sr25519' })
    } finally {
      await browser.close()
    }
  })
})
