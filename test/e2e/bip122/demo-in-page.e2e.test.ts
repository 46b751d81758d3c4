/**
 * The demo as `npm start` serves it: /devnet.json brings Bitcoin Testnet and the in-page test wallets
 * (here approving by themselves). The in-page "Portico Bitcoin Wallet" connects, keeps its authorisation
 * across a reload and signs a message the test verifies. Served without Bitcoin, the page loads no
 * Bitcoin code at all and lists no Bitcoin wallet.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from 'portico-devnet'
import { guardPage, launchBrowser } from '../harness'
import { BITCOIN_TEST_PROVIDER_NAME } from './env'
import { verifyMessage } from './verify'
import { builtDemo } from '../harness/demo-env'

/** The script bodies the page loaded, fetched again from the demo server. */
async function loadedScripts(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map((url) => page.request.get(url).then((response) => response.text())))
}

describe('demo with the in-page Bitcoin test wallet', () => {
  let devnet: Devnet
  let withBitcoin: DemoServer
  let withoutBitcoin: DemoServer
  let distDir: string

  beforeAll(async () => {
    distDir = builtDemo()
    devnet = await startDevnet({ quiet: true })
    withBitcoin = await serveDemo({ devnet, testWallet: 'auto', distDir, bitcoin: true })
    withoutBitcoin = await serveDemo({ devnet, testWallet: 'auto', distDir })
  })

  afterAll(async () => {
    await withBitcoin?.stop()
    await withoutBitcoin?.stop()
    await devnet?.stop()
  })

  it('connects, survives a reload and signs with the wallet’s payment key', async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await guardPage(page)
      await page.goto(withBitcoin.url)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME }).click()
      await expect.poll(() => page.getByTestId('address-bip122').textContent()).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/)
      const payment = (await page.getByTestId('address-bip122').textContent()) as string
      expect(await page.getByTestId('network').textContent()).toBe('Bitcoin Testnet (bip122:000000000933ea01ad0ee984209779ba)')

      await page.reload()
      await expect.poll(() => page.getByTestId('address-bip122').textContent()).toBe(payment)
      await page.getByRole('textbox', { name: 'Bitcoin message' }).fill('from the demo')
      await page.getByRole('button', { name: 'Sign on Bitcoin' }).click()
      await expect.poll(() => page.getByTestId('bitcoin-signature').textContent()).toMatch(/^[A-Za-z0-9+/]{40,}={0,2}$/)
      expect(verifyMessage(payment, 'from the demo', (await page.getByTestId('bitcoin-signature').textContent()) as string)).toBe(true)
    } finally {
      await browser.close()
    }
  })

  it('without a Bitcoin network in /devnet.json: no Bitcoin wallet listed, no Bitcoin code loaded', async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await guardPage(page)
      const scripts: string[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url())
      })
      await page.goto(withoutBitcoin.url)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Portico Test Wallet' }).waitFor()
      expect(await dialog.getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME }).count()).toBe(0)
      expect(scripts.length).toBeGreaterThan(1)
      // The WBIP004 list is read by the bip122 adapter and filled by the test wallet: neither may have loaded.
      for (const body of await loadedScripts(page, scripts)) expect(body.includes('btc_providers')).toBe(false)
    } finally {
      await browser.close()
    }
  })
})
