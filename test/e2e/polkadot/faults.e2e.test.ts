/**
 * A Polkadot extension that misbehaves, in Chromium: it refuses the site, shares no account, or shares a
 * malformed one. Each shows a clear message in the modal's connecting view, nothing stays pending, Try
 * again connects once the extension behaves, and the page guard sees no unhandled rejection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoEnv } from '../modal/demo-env'
import { addressOn, openPolkadotDemo, POLKADOT_NETWORK, POLKADOT_TEST_EXTENSION_NAME, startPolkadotDemoEnv, type PolkadotDemoPage } from './env'

/** extension-dapp's own log line when an extension's enable rejects. */
const ENABLE_REJECTED_LOG = /^Error initializing portico-test-polkadot: User rejected the request\.$/

async function pickExtension({ page, dialog }: PolkadotDemoPage): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).click()
}

/** The connecting view's status (role alert) and hint once the attempt failed. */
async function failure({ dialog }: PolkadotDemoPage): Promise<{ status: string | null; hint: string | null }> {
  await dialog.getByRole('alert').waitFor()
  return { status: await dialog.getByRole('alert').textContent(), hint: await dialog.locator('.pt-hint').textContent() }
}

async function tryAgainConnects(demo: PolkadotDemoPage): Promise<void> {
  const { page, dialog, extension } = demo
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(addressOn(extension.address, POLKADOT_NETWORK))
  expect(await page.getByTestId('status').textContent()).toBe('connected')
}

describe('a misbehaving Polkadot extension in chromium', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startPolkadotDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §8 4001: the extension refusing the site shows "Connection declined"; Try again connects', async () => {
    const demo = await openPolkadotDemo(env, { allowConsoleErrors: [ENABLE_REJECTED_LOG] })
    demo.extension.mode('reject', { method: 'enable', once: true })
    await pickExtension(demo)
    expect(await failure(demo)).toEqual({ status: 'Connection declined', hint: 'The request was rejected in the wallet.' })
    expect(await demo.page.getByTestId('status').textContent()).toBe('disconnected')
    await tryAgainConnects(demo)
    expect(demo.extension.calls('enable').map((call) => call.outcome)).toEqual([4001, 'ok'])
  })

  it('an extension that shares no account: "Connection failed" with what to do; Try again connects once it shares one', async () => {
    const demo = await openPolkadotDemo(env)
    demo.extension.tamper((method, result) => (method === 'accounts' ? [] : result))
    await pickExtension(demo)
    expect(await failure(demo)).toEqual({
      status: 'Connection failed',
      hint: `${POLKADOT_TEST_EXTENSION_NAME} shared no account: add one, or allow one for this site, in the extension`,
    })
    expect(await demo.page.getByTestId('status').textContent()).toBe('disconnected')
    demo.extension.tamper(undefined)
    await tryAgainConnects(demo)
  })

  it('DESIGN every boundary validates: a malformed account (bad SS58 checksum) is an invalid response, not an account', async () => {
    const demo = await openPolkadotDemo(env)
    const { extension } = demo
    const broken = `${extension.address.slice(0, -1)}${extension.address.endsWith('Y') ? 'Z' : 'Y'}`
    extension.tamper((method, result) => (method === 'accounts' ? [{ address: broken, name: 'Broken', type: 'sr25519' }] : result))
    await pickExtension(demo)
    expect(await failure(demo)).toEqual({ status: 'Connection failed', hint: 'The extension returned an invalid response to accounts.get' })
    expect(await demo.page.getByTestId('address-polkadot').textContent()).toBe('—')
    extension.tamper(undefined)
    await tryAgainConnects(demo)
  })

  it('a malformed signature from the extension is refused with a clear error; the form is usable again', async () => {
    const demo = await openPolkadotDemo(env)
    const { page, dialog, extension } = demo
    await pickExtension(demo)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    extension.tamper((method, result) => (method === 'signRaw' ? { id: 1, signature: '0xdeadbeef' } : result))
    await page.getByRole('button', { name: 'Sign on Polkadot' }).click()
    await expect.poll(() => page.getByTestId('polkadot-signature').textContent()).toBe('The extension returned an invalid response to signRaw')
    expect(await page.getByRole('button', { name: 'Sign on Polkadot' }).isEnabled()).toBe(true)
  })
})
