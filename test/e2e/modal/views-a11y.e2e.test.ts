/**
 * Every built-in view in both themes (SPEC §2 light and dark): axe-core finds
 * no serious or critical violation, and a screenshot of each is kept under
 * test-results/screenshots as `<view>-<theme>.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResolvedTheme } from 'portico'
import { runAxe, screenshot } from '../harness'
import { devnetChains, openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type DemoPage } from './demo-env'

/** A chain the test wallet knows and the demo's config does not: reaching it shows UnsupportedChain. */
const UNKNOWN_CHAIN_ID = 31337

async function checkView(demo: DemoPage, view: string, theme: ResolvedTheme, title: string): Promise<void> {
  await expect.poll(() => demo.dialog.getByRole('heading').textContent()).toBe(title)
  // The view has settled: no skeleton or busy list left.
  await expect.poll(() => demo.dialog.locator('[aria-busy="true"]').count()).toBe(0)
  expect(await demo.page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
  await screenshot(demo.page, `${view}-${theme}`)
  expect(await runAxe(demo.page), `${view} (${theme})`).toEqual([])
}

describe('modal views: accessibility and screenshots in both themes', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`SPEC §2 ${theme} theme: Connect, AllWallets, ConnectingExternal, Account, Networks and UnsupportedChain pass axe`, async () => {
      const demo = await openDemo(env, {
        colorScheme: theme,
        walletChains: [...devnetChains(env.devnet), { id: UNKNOWN_CHAIN_ID, rpcUrl: env.devnet.urls.rpc[1] as string }],
      })
      const { page, dialog, wallet } = demo
      // The demo starts light; its toggle sets the modal's theme mode.
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
      await page.getByRole('button', { name: theme === 'dark' ? 'Light theme' : 'Dark theme' }).waitFor()

      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await checkView(demo, 'Connect', theme, 'Connect Wallet')

      await dialog.getByRole('button', { name: 'All wallets' }).click()
      await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
      await checkView(demo, 'AllWallets', theme, 'All Wallets')
      await dialog.getByRole('button', { name: 'Back', exact: true }).click()

      wallet.mode('hang', { method: 'eth_requestAccounts', once: true })
      await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
      await dialog.getByText(`Continue in ${TEST_WALLET_NAME}`).waitFor()
      await checkView(demo, 'ConnectingExternal', theme, TEST_WALLET_NAME)
      expect(wallet.release('reject')).toBe(1)
      await dialog.getByRole('button', { name: 'Try again' }).waitFor()
      await checkView(demo, 'ConnectingExternal-error', theme, TEST_WALLET_NAME)
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('button', { name: /^Account / }).waitFor()

      await page.getByRole('button', { name: /^Account / }).click()
      await dialog.getByLabel('Balance').waitFor()
      await checkView(demo, 'Account', theme, 'Account')

      await dialog.getByRole('button', { name: 'Ethereum' }).click()
      await checkView(demo, 'Networks', theme, 'Choose Network')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect.poll(() => dialog.isVisible()).toBe(false)

      await wallet.switchChain(UNKNOWN_CHAIN_ID)
      await checkView(demo, 'UnsupportedChain', theme, 'Switch Network')
    })
  }
})
