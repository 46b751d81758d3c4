/**
 * Polkadot beside EVM in Chromium (SPEC §4): the Networks view lists Polkadot and Westend after the EVM
 * networks; picking Polkadot while EVM is connected goes to Connect with the Polkadot extension only; the app
 * is then connected on eip155 and polkadot at once. The Connect list and the Polkadot Account view pass axe
 * in both themes (screenshots in test-results/screenshots/).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAxe, screenshot } from '../harness'
import { connectWithTestWallet, TEST_WALLET_NAME, type DemoEnv } from '../modal/demo-env'
import { addressOn, openPolkadotDemo, POLKADOT_NETWORK, POLKADOT_TEST_EXTENSION_NAME, startPolkadotDemoEnv, WESTEND_NETWORK, type PolkadotDemoPage } from './env'

const heading = (demo: PolkadotDemoPage) => demo.dialog.getByRole('heading').textContent()
const buttonNames = (demo: PolkadotDemoPage, list: string) =>
  demo.dialog.getByRole('list', { name: list }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('.pt-label')?.textContent ?? ''))

describe('Polkadot beside EVM in chromium', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startPolkadotDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §4: Networks → Polkadot while EVM is connected → Connect lists the Polkadot extension only → connected on both', async () => {
    const demo = await openPolkadotDemo(env)
    const { page, dialog, wallet, extension } = demo
    await connectWithTestWallet(demo)
    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await expect.poll(() => heading(demo)).toBe('Choose Network')
    expect(await buttonNames(demo, 'Networks')).toEqual(['Ethereum', 'Base', POLKADOT_NETWORK.name, WESTEND_NETWORK.name])
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: POLKADOT_NETWORK.name }).click()

    await expect.poll(() => heading(demo)).toBe('Connect Wallet')
    const methods = dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).waitFor()
    expect(await methods.getByRole('button', { name: TEST_WALLET_NAME }).count()).toBe(0)
    await methods.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).click()

    const address = addressOn(extension.address, POLKADOT_NETWORK)
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(address)
    expect(await page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('address').textContent()).toBe(address)

    // Back to EVM: connected there, so no Connect view and no new prompt.
    await page.getByRole('button', { name: `Network: ${POLKADOT_NETWORK.name}` }).click()
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Base' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')
    expect(await page.getByTestId('address-polkadot').textContent()).toBe(address)
    expect(extension.calls('enable')).toHaveLength(1)

    // A reload restores both namespaces.
    await page.reload()
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(address)
    await expect.poll(() => page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
  })

  it.each(['light', 'dark'] as const)('SPEC §2 %s theme: Connect listing the Polkadot extension and the Polkadot Account view pass axe', async (theme) => {
    const demo = await openPolkadotDemo(env, { colorScheme: theme })
    const { page, dialog, extension } = demo
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
    const check = async (view: string) => {
      await screenshot(page, `polkadot-${view}-${theme}`)
      expect(await runAxe(page), `${view} (${theme})`).toEqual([])
    }
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).waitFor()
    await check('Connect')
    await dialog.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).click()
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(addressOn(extension.address, POLKADOT_NETWORK))
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').textContent()).toBe('Balance unavailable')
    await check('Account')
  })
})
