/**
 * SPEC §1/§4 in Chromium: one session connects all four namespaces, eip155 → solana → polkadot → bip122, each
 * picked from the Networks view (Connect then lists that namespace's wallets only), and each connection stays
 * while the next is made. Each Account view shows its own address format and the wallet features the namespace
 * supports; switching back to a connected namespace asks no wallet again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installBitcoinTestWallet, type BitcoinTestWallet } from 'portico-devnet/playwright'
import { BITCOIN_TEST_PROVIDER_NAME } from 'portico-devnet/wallets'
import { installPolkadotTestExtension, type PolkadotTestExtension } from 'portico-devnet/playwright'
import { POLKADOT_TEST_EXTENSION_NAME } from 'portico-devnet/wallets'
import { installSolanaTestWallet, type SolanaTestWallet } from 'portico-devnet/playwright'
import { SOLANA_TEST_WALLET_NAME } from 'portico-devnet/wallets'
import { addressOn, POLKADOT_NETWORK } from '../polkadot/env'
import { connectWithTestWallet, openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type DemoPage } from './demo-env'

const heading = (demo: DemoPage) => demo.dialog.getByRole('heading', { level: 2 }).textContent()
const connectButtons = (demo: DemoPage) =>
  demo.dialog.getByRole('list', { name: 'Connect methods' }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('.pt-label')?.textContent ?? ''))
/** The Account view's row of wallet features (a lazy part of the view: poll it). */
const featureLabels = (demo: DemoPage) => demo.dialog.getByRole('list', { name: 'Wallet features' }).getByRole('button').allTextContents()

describe('all four namespaces in one session', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv({ solana: true, polkadot: true, bitcoin: true, debug: true })
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §4: eip155 → Solana Local → Polkadot → Bitcoin Testnet from the Networks view, all connected at once; back to eip155 without a prompt', async () => {
    let solanaWallet: SolanaTestWallet | undefined
    let extension: PolkadotTestExtension | undefined
    let bitcoinWallet: BitcoinTestWallet | undefined
    const demo = await openDemo(env, {
      beforeLoad: async (context) => {
        solanaWallet = await installSolanaTestWallet(context, {
          secretKey: env.devnet.solana.accounts[0]!.secretKey,
          rpcUrl: env.devnet.urls.solanaRpc,
          caipNetworkId: env.devnet.solana.caipNetworkId as `${string}:${string}`,
        })
        extension = await installPolkadotTestExtension(context)
        bitcoinWallet = await installBitcoinTestWallet(context, {})
      },
    })
    const { page, dialog } = demo
    await connectWithTestWallet(demo)
    const evmAddress = demo.wallet.address

    /** Networks → `network` (of a namespace not connected yet) → Connect lists only `wallet` of it → connected. */
    async function connectOn(network: string, wallet: string, namespace: string, address: string): Promise<void> {
      await page.getByRole('button', { name: /^Network: / }).click()
      await expect.poll(() => heading(demo)).toBe('Choose Network')
      await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: network, exact: true }).click()
      await expect.poll(() => heading(demo)).toBe('Connect Wallet')
      await dialog.getByRole('button', { name: wallet }).waitFor()
      expect(await connectButtons(demo)).not.toContain(TEST_WALLET_NAME)
      await dialog.getByRole('button', { name: wallet }).click()
      await expect.poll(() => page.getByTestId(`address-${namespace}`).textContent(), { timeout: 20_000 }).toBe(address)
      expect(await page.getByTestId('address').textContent()).toBe(address)
    }

    /** The Account view of the active namespace: its address (shortened) and its wallet features. */
    async function expectAccount(short: string, features: string[]): Promise<void> {
      await page.getByRole('button', { name: /^Account / }).click()
      await expect.poll(() => heading(demo)).toBe('Account')
      await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).textContent()).toContain(short)
      await expect.poll(() => featureLabels(demo)).toEqual(features)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.isVisible()).toBe(false)
    }

    await expectAccount(`${evmAddress.slice(0, 6)}…${evmAddress.slice(-4)}`, ['Buy', 'Swap', 'Receive', 'Send'])

    const solanaAddress = solanaWallet!.address
    await connectOn('Solana Local', SOLANA_TEST_WALLET_NAME, 'solana', solanaAddress)
    await expectAccount(`${solanaAddress.slice(0, 4)}…${solanaAddress.slice(-4)}`, ['Buy', 'Receive', 'Send'])

    const polkadotAddress = addressOn(extension!.address, POLKADOT_NETWORK)
    await connectOn(POLKADOT_NETWORK.name, POLKADOT_TEST_EXTENSION_NAME, 'polkadot', polkadotAddress)
    await expectAccount(`${polkadotAddress.slice(0, 4)}…${polkadotAddress.slice(-4)}`, ['Receive'])

    const bitcoinAddress = bitcoinWallet!.addresses().payment
    await connectOn('Bitcoin Testnet', BITCOIN_TEST_PROVIDER_NAME, 'bip122', bitcoinAddress)
    await expectAccount(`${bitcoinAddress.slice(0, 4)}…${bitcoinAddress.slice(-4)}`, ['Receive'])

    // All four at once; back to eip155, already connected: no Connect view, no new prompt.
    for (const [namespace, address] of [['eip155', evmAddress], ['solana', solanaAddress], ['polkadot', polkadotAddress], ['bip122', bitcoinAddress]] as const) {
      expect(await page.getByTestId(`address-${namespace}`).textContent()).toBe(address)
    }
    await page.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Base', exact: true }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')
    expect(await page.getByTestId('address').textContent()).toBe(evmAddress)
    expect(demo.wallet.calls('eth_requestAccounts')).toHaveLength(1)
    expect(solanaWallet!.calls('connect')).toHaveLength(1)
    expect(extension!.calls('enable')).toHaveLength(1)
  })
})
