/**
 * The app's Playwright fixtures: portico-devnet's `devnet` (one per worker) and `wallets` (the EVM and Solana
 * test wallets on each test's browser context), and a `page` already on the app, which reads /devnet.json from
 * the worker's devnet. Every test also checks that nothing left 127.0.0.1.
 */
import { test as base, expect } from '@playwright/test'
import { fixtures, serveDevnetJson } from 'portico-devnet/playwright'

export { expect }

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

export const test = base.extend(fixtures).extend({
  // The app's two namespaces only; a test may still `test.use({ walletOptions })`.
  walletOptions: { namespaces: ['eip155', 'solana'] },
  page: async ({ page, context, devnet, wallets }, use) => {
    void wallets // installed on the context before the app loads
    const offline: string[] = []
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (/^(https?|wss?):$/.test(url.protocol) && !loopback.has(url.hostname)) offline.push(request.url())
    })
    await serveDevnetJson(context, devnet)
    await page.goto('/')
    await page.getByRole('heading', { name: 'Portico dapp' }).waitFor()
    await use(page)
    expect(offline, 'requests that left 127.0.0.1').toEqual([])
  },
})
