/**
 * Polkadot in the demo dapp, driven as a person clicks: connect the Polkadot test extension (its SS58
 * address in the account button and the Account view, account type eoa, the balance unavailable: no node),
 * sign a message and verify the sr25519 signature here, a reconnect after a reload with no prompt, the
 * extension revoking the site, and Westend writing the same account in its own format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoEnv } from '../modal/demo-env'
import {
  addressOn,
  openPolkadotDemo,
  POLKADOT_NETWORK,
  POLKADOT_TEST_EXTENSION_NAME,
  polkadotAccountState,
  shortPolkadotAddress,
  signedBytes,
  startPolkadotDemoEnv,
  verifyPolkadotSignature,
  WESTEND_NETWORK,
  type PolkadotDemoPage,
} from './env'

const heading = (demo: PolkadotDemoPage) => demo.dialog.getByRole('heading').textContent()
const HEX_SIGNATURE = /^0x[0-9a-f]{128}$/

async function connectPolkadot(demo: PolkadotDemoPage): Promise<string> {
  const { page, dialog, extension } = demo
  const address = addressOn(extension.address, POLKADOT_NETWORK)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).click()
  await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(address)
  return address
}

describe('Polkadot extensions in chromium (demo + the Polkadot test extension)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startPolkadotDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §2 Connect → Account: the extension connects; its Polkadot address in the account button and Account view, type eoa, balance unavailable', async () => {
    const demo = await openPolkadotDemo(env)
    const { page, dialog, extension } = demo
    const address = await connectPolkadot(demo)
    expect(address).toMatch(/^1/) // SS58 prefix 0: Polkadot addresses start with 1
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('network').textContent()).toBe(`${POLKADOT_NETWORK.name} (${POLKADOT_NETWORK.caipNetworkId})`)
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(extension.calls().map((call) => [call.method, call.params, call.outcome])).toEqual([
      ['enable', { origin: 'Portico demo' }, 'ok'],
      ['accounts', undefined, 'ok'],
      ['accounts', undefined, 'ok'], // the account subscription's first list
    ])
    // SPEC §6: polkadot accounts default to eoa.
    expect(await polkadotAccountState(demo)).toMatchObject({ preferredAccountType: 'eoa', allAccounts: [{ address, type: 'eoa' }], balanceUnavailable: true })

    const accountButton = page.getByRole('button', { name: `Account ${shortPolkadotAddress(address)}` })
    await accountButton.click()
    await expect.poll(() => heading(demo)).toBe('Account')
    const account = dialog.getByRole('region', { name: 'Account' })
    await expect.poll(() => account.textContent()).toContain(shortPolkadotAddress(address))
    await expect.poll(() => account.getByLabel('Balance').textContent()).toBe('Balance unavailable')
    await dialog.getByRole('button', { name: POLKADOT_NETWORK.name }).waitFor()
  })

  it('signMessage through kernel.connection: signRaw of the message bytes; the sr25519 signature verifies for exactly what the extension signed', async () => {
    const demo = await openPolkadotDemo(env)
    await connectPolkadot(demo)
    const { page, extension } = demo
    const message = 'Sign in to Portico on Polkadot ✓'
    await page.getByRole('textbox', { name: 'Polkadot message' }).fill(message)
    await page.getByRole('button', { name: 'Sign on Polkadot' }).click()
    await expect.poll(() => page.getByTestId('polkadot-signature').textContent()).toMatch(HEX_SIGNATURE)
    const signature = (await page.getByTestId('polkadot-signature').textContent()) as string

    const [request] = extension.calls('signRaw')
    expect(request?.params).toEqual({ address: extension.address, data: `0x${Buffer.from(message).toString('hex')}`, type: 'bytes' })
    expect(verifyPolkadotSignature(extension.address, signedBytes(message), signature)).toEqual({ isValid: true, crypto: 'sr25519' })
    expect(verifyPolkadotSignature(extension.address, signedBytes(`${message}!`), signature).isValid).toBe(false)
    expect(request?.outcome).toBe('ok')
  })

  it('SPEC §8 wallet error 4001: a refused signature shows the extension declined; the next one goes through', async () => {
    const demo = await openPolkadotDemo(env)
    await connectPolkadot(demo)
    const { page, extension } = demo
    extension.mode('reject', { method: 'signRaw', once: true })
    await page.getByRole('button', { name: 'Sign on Polkadot' }).click()
    await expect.poll(() => page.getByTestId('polkadot-signature').textContent()).toBe(`${POLKADOT_TEST_EXTENSION_NAME} declined the signature request`)
    expect(await page.getByRole('button', { name: 'Sign on Polkadot' }).isEnabled()).toBe(true)
    await page.getByRole('button', { name: 'Sign on Polkadot' }).click()
    await expect.poll(() => page.getByTestId('polkadot-signature').textContent()).toMatch(HEX_SIGNATURE)
    expect(extension.calls('signRaw').map((call) => call.outcome)).toEqual([4001, 'ok'])
  })

  it('SPEC §4 reconnect: after a reload the extension, which still allows the site, restores the account without asking', async () => {
    const demo = await openPolkadotDemo(env)
    const address = await connectPolkadot(demo)
    const { page, extension } = demo
    extension.mode('reject') // a prompt now would fail the restore
    await page.reload()
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(address)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(extension.calls('enable').map((call) => call.outcome)).toEqual(['ok', 'ok'])
  })

  it('the extension revoking the site (an empty account list) disconnects the Polkadot account', async () => {
    const demo = await openPolkadotDemo(env)
    await connectPolkadot(demo)
    const { page, extension } = demo
    await extension.revoke()
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe('—')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  })

  it('Networks → Westend: the same account, written with Westend’s prefix 42, no new prompt; signing still verifies', async () => {
    const demo = await openPolkadotDemo(env)
    const address = await connectPolkadot(demo)
    const { page, dialog, extension } = demo
    await page.getByRole('button', { name: `Network: ${POLKADOT_NETWORK.name}` }).click()
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: WESTEND_NETWORK.name }).click()
    const westendAddress = addressOn(extension.address, WESTEND_NETWORK)
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(westendAddress)
    expect(westendAddress).not.toBe(address)
    expect(await page.getByTestId('network').textContent()).toBe(`${WESTEND_NETWORK.name} (${WESTEND_NETWORK.caipNetworkId})`)
    expect(extension.calls('enable')).toHaveLength(1)
    await page.getByRole('button', { name: 'Sign on Polkadot' }).click()
    await expect.poll(() => page.getByTestId('polkadot-signature').textContent()).toMatch(HEX_SIGNATURE)
    const signature = (await page.getByTestId('polkadot-signature').textContent()) as string
    expect(verifyPolkadotSignature(westendAddress, signedBytes('Hello from Portico'), signature).isValid).toBe(true)
  })
})
