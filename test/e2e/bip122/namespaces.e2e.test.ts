/**
 * Bitcoin beside EVM in Chromium: the Networks view lists Bitcoin Testnet; picking it while EVM is
 * connected goes to Connect with the Bitcoin wallets only, installed and from the registry (SPEC §4 switching
 * namespace), and both
 * namespaces stay connected. Connect with the Bitcoin wallet and the Bitcoin Account view in both
 * themes: screenshots kept, axe finds nothing serious.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAxe, screenshot } from '../harness'
import { connectWithTestWallet, TEST_WALLET_NAME, type DemoEnv } from '../modal/demo-env'
import { BITCOIN_NETWORK_NAME, BITCOIN_TEST_PROVIDER_NAME, openBitcoinDemo, shortBitcoinAddress, startBitcoinDemoEnv } from './env'

describe('Bitcoin beside EVM in chromium', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startBitcoinDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §4: Networks → Bitcoin Testnet while EVM is connected → Connect lists Bitcoin wallets only → both namespaces connected', async () => {
    const demo = await openBitcoinDemo(env)
    const { page, dialog, wallet, bitcoinWallet } = demo
    await connectWithTestWallet(demo)
    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    const networks = dialog.getByRole('list', { name: 'Networks' })
    await networks.getByRole('button', { name: BITCOIN_NETWORK_NAME }).click()
    const methods = dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME }).waitFor()
    expect(await methods.getByRole('button', { name: TEST_WALLET_NAME }).count()).toBe(0)
    // The registry's wallets too: asked for Bitcoin Testnet's, the list has Xverse and Leather, not MetaMask (EVM only).
    await dialog.getByRole('button', { name: 'All wallets' }).click()
    const grid = dialog.getByRole('list', { name: 'Wallets' })
    await grid.getByRole('button', { name: 'Xverse' }).waitFor()
    await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false')
    const names = await grid.getByRole('button').allTextContents()
    expect(names).toEqual(expect.arrayContaining(['Xverse', 'Leather']))
    expect(names.some((name) => name.includes('MetaMask') || name.includes('Trust Wallet'))).toBe(false)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await methods.getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME }).click()
    await expect.poll(() => page.getByTestId('address-bip122').textContent()).toBe(bitcoinWallet.addresses().payment)
    expect(await page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('address').textContent()).toBe(bitcoinWallet.addresses().payment)
  })

  it.each(['light', 'dark'] as const)('SPEC §2 %s theme: Connect with the Bitcoin wallet and the Bitcoin Account view pass axe', async (theme) => {
    const demo = await openBitcoinDemo(env, { colorScheme: theme })
    const { page, dialog, bitcoinWallet } = demo
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
    const check = async (view: string) => {
      await screenshot(page, `bitcoin-${view}-${theme}`)
      expect(await runAxe(page), `${view} (${theme})`).toEqual([])
    }
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME }).waitFor()
    await check('Connect')
    await dialog.getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME }).click()
    const { payment } = bitcoinWallet.addresses()
    await page.getByRole('button', { name: `Account ${shortBitcoinAddress(payment)}` }).click()
    await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').textContent()).toBe('Balance unavailable')
    await check('Account')
  })
})
