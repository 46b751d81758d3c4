/**
 * SPEC §4 switching namespaces in Chromium: the Networks view lists the EVM
 * and Solana networks; picking Solana while only EVM is connected sets the
 * switching-namespace flag and goes to Connect with the Solana wallets only;
 * the app is then connected on eip155 and solana at once (each in its own
 * account state, both restored after a reload), and switching back needs no
 * new connection. Malformed Wallet Standard wallets are never listed.
 */
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KERNEL_KEYS } from '../../../kernel/storage'
import { runAxe, screenshot } from '../harness'
import { connectWithTestWallet, TEST_WALLET_NAME, type DemoEnv } from '../modal/demo-env'
import { openSolanaDemo, SOLANA_NETWORK_NAME, SOLANA_TEST_WALLET_NAME, startSolanaDemoEnv, type SolanaDemoPage } from './env'

const heading = (demo: SolanaDemoPage) => demo.dialog.getByRole('heading').textContent()
const buttonNames = (demo: SolanaDemoPage, list: string) =>
  demo.dialog.getByRole('list', { name: list }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('.pt-label')?.textContent ?? ''))

/** Wallets other people's code could register: a remote icon, missing features, a getter that throws. */
async function registerMalformedWallets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const method = async () => ({ accounts: [] })
    const features = {
      'standard:connect': { version: '1.0.0', connect: method },
      'solana:signMessage': { version: '1.0.0', signMessage: method },
      'solana:signTransaction': { version: '1.0.0', signTransaction: method },
      'solana:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction: method },
    }
    const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
    const wallet = (name: string, overrides: Record<string, unknown>) => ({ version: '1.0.0', name, icon, chains: ['solana:localnet'], accounts: [], features, ...overrides })
    const throwing = wallet('Throwing Wallet', {})
    Object.defineProperty(throwing, 'features', { get: () => { throw new Error('hostile getter') } })
    const wallets = [
      wallet('Remote Icon Wallet', { icon: 'http://127.0.0.1:9/icon.png' }),
      wallet('Script Icon Wallet', { icon: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' }),
      wallet('Featureless Wallet', { features: { 'standard:connect': features['standard:connect'] } }),
      wallet('Not A Function Wallet', { features: { ...features, 'solana:signMessage': { version: '1.0.0', signMessage: 'yes' } } }),
      wallet('EVM Only Wallet', { chains: ['eip155:1'] }),
      throwing,
    ]
    const register = (api: { register(...w: unknown[]): unknown }) => wallets.forEach((w) => api.register(w))
    window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail))
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  })
}

describe('switching namespaces in chromium (EVM and Solana test wallets)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startSolanaDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §4: Networks → Solana while EVM is connected → Connect lists Solana wallets only → connected on eip155 and solana at once', async () => {
    const demo = await openSolanaDemo(env)
    const { page, dialog, wallet, solanaWallet } = demo
    await connectWithTestWallet(demo)
    expect(await page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('address-solana').textContent()).toBe('—')

    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await expect.poll(() => heading(demo)).toBe('Choose Network')
    expect(await buttonNames(demo, 'Networks')).toEqual(['Ethereum', 'Base', SOLANA_NETWORK_NAME])
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: SOLANA_NETWORK_NAME }).click()

    // The switching-namespace flag: Connect shows the Solana namespace's wallets, not the EVM test wallet.
    await expect.poll(() => heading(demo)).toBe('Connect Wallet')
    const methods = dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).waitFor()
    expect(await methods.getByRole('button', { name: TEST_WALLET_NAME }).count()).toBe(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), KERNEL_KEYS.activeNamespace.key)).toBe('solana')
    await methods.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()

    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    expect(await page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('network').textContent()).toBe(`${SOLANA_NETWORK_NAME} (${env.devnet.solana.caipNetworkId})`)
    expect(await page.getByTestId('address').textContent()).toBe(solanaWallet.address)

    // Back to EVM: that namespace is connected, so no Connect view and no new prompt.
    await page.getByRole('button', { name: `Network: ${SOLANA_NETWORK_NAME}` }).click()
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Base' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await page.getByTestId('address').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    expect(wallet.calls('eth_requestAccounts')).toHaveLength(1)
    expect(solanaWallet.calls('connect')).toHaveLength(1)

    // SPEC §4 reconnect per namespace: a reload restores both, the last active namespace stays active.
    await page.reload()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    await expect.poll(() => page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')

    // Disconnect ends both.
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe('—')
    expect(await page.getByTestId('address-eip155').textContent()).toBe('—')
  })

  it('Connect without switching lists every namespace’s wallets; the Solana one connects on solana', async () => {
    const demo = await openSolanaDemo(env)
    const { page, dialog, solanaWallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const methods = dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
    await methods.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).waitFor()
    // One WalletConnect entry, though it serves both namespaces.
    expect(await methods.getByRole('button', { name: 'WalletConnect' }).count()).toBe(1)
    await methods.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    expect(await page.getByTestId('address-eip155').textContent()).toBe('—')
  })

  it.each(['light', 'dark'] as const)('SPEC §2 %s theme: Networks (two namespaces), Connect while switching, and the Solana Account view pass axe', async (theme) => {
    const demo = await openSolanaDemo(env, { colorScheme: theme })
    const { page, dialog } = demo
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
    const check = async (view: string) => {
      await screenshot(page, `solana-${view}-${theme}`)
      expect(await runAxe(page), `${view} (${theme})`).toEqual([])
    }
    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: SOLANA_NETWORK_NAME }).waitFor()
    await check('Networks')
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: SOLANA_NETWORK_NAME }).click()
    await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).waitFor()
    await check('Connect-switching')
    await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(demo.solanaWallet.address)
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').waitFor()
    await check('Account')
  })

  it('DESIGN every boundary validates: malformed Wallet Standard wallets are not listed and break nothing', async () => {
    const demo = await openSolanaDemo(env, { beforeLoad: registerMalformedWallets })
    const { page, dialog } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const methods = dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).waitFor()
    const names = await buttonNames(demo, 'Connect methods')
    for (const name of ['Remote Icon Wallet', 'Script Icon Wallet', 'Featureless Wallet', 'Not A Function Wallet', 'EVM Only Wallet', 'Throwing Wallet']) {
      expect(names).not.toContain(name)
    }
    await methods.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(demo.solanaWallet.address)
    demo.guard.assertClean()
  })
})
