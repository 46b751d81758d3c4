/**
 * A Polkadot extension that misbehaves, in Chromium: it refuses the site, shares no account, or shares a
 * malformed one. Each shows a clear message in the modal's connecting view, nothing stays pending, Try
 * again connects once the extension behaves, and the page guard sees no unhandled rejection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { TEST_WALLET_NAME, type DemoEnv } from '../modal/demo-env'
import { emitGarbage, installMisbehavingWallets, misbehave, misbehavingAttempt, settleHanging, type Misbehaviour } from '../wallet/misbehaving-wallets'
import { addressOn, openPolkadotDemo, POLKADOT_NETWORK, POLKADOT_TEST_EXTENSION_NAME, startPolkadotDemoEnv, type PolkadotDemoPage } from './env'

/** extension-dapp's own log line when an extension's enable rejects. */
const ENABLE_REJECTED_LOG = /^Error initializing portico-test-polkadot: User rejected the request\.$/
/** The same line when what the enable threw is no Error (extension-dapp prints it as it is). */
const ENABLE_THREW_LOG = /^Error initializing portico-test-polkadot: /

const LONG = '1'.repeat(10_000)
const DECLINED = { status: 'Connection declined', hint: 'The request was rejected in the wallet.' }
const invalid = (what: string) => ({ status: 'Connection failed', hint: `The extension returned an invalid response to ${what}` })

/**
 * enable and accounts.get misbehaving. extension-dapp swallows (and logs) whatever an enable throws and leaves
 * the extension out, so any throw there reads as the extension's refusal; accounts.get is the adapter's to read.
 * (An enable resolving to no injected object makes web3Enable drop every extension, so that too reads as a
 * refusal: not claimed here.)
 */
const MISBEHAVIOURS: Array<[method: 'enable' | 'accounts.get', behaviour: Misbehaviour, outcome: { status: string; hint: string }]> = [
  ['enable', { throws: 'the extension threw a string' }, DECLINED],
  ['enable', { throws: 42 }, DECLINED],
  ['enable', { throws: null }, DECLINED],
  ['enable', { throwsErrorWithMessage: { not: 'a string' } }, DECLINED],
  ['accounts.get', { throws: 'the extension threw a string' }, invalid('accounts.get')],
  ['accounts.get', { throws: 42 }, invalid('accounts.get')],
  ['accounts.get', { throws: null }, invalid('accounts.get')],
  ['accounts.get', { throws: { reason: 'an object that is not an Error' } }, invalid('accounts.get')],
  ['accounts.get', { returns: 'accounts' }, invalid('accounts.get')],
  ['accounts.get', { returns: {} }, invalid('accounts.get')],
  ['accounts.get', { returns: null }, invalid('accounts.get')],
  ['accounts.get', { returns: [42, { address: LONG }] }, invalid('accounts.get')],
]
const ACCOUNTS_GARBAGE: unknown[] = ['accounts', null, {}, 42, [42], [null], [{ address: 42 }], [{ address: LONG }], [{ address: 'not-ss58', type: 'sr25519' }]]

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

  it('enable and accounts.get throwing what is no Error, answering the wrong shape, or never answering: a clear message, or Back to another wallet', async () => {
    const demo = await openPolkadotDemo(env, { beforeLoad: installMisbehavingWallets, allowConsoleErrors: [ENABLE_THREW_LOG] })
    const { page, dialog, extension } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    for (const [index, [method, behaviour, outcome]] of MISBEHAVIOURS.entries()) {
      const start = dialog.getByRole('button', { name: index === 0 ? POLKADOT_TEST_EXTENSION_NAME : 'Try again' })
      const seen = await misbehavingAttempt(page, dialog, { wallet: 'polkadot', method, behaviour, name: POLKADOT_TEST_EXTENSION_NAME, start })
      expect(seen, `${method} ${JSON.stringify(behaviour).slice(0, 60)}`).toEqual(outcome)
      expect(await page.getByTestId('address-polkadot').textContent()).toBe('—')
    }
    await tryAgainConnects(demo)
    expect(extension.calls('enable').length).toBeGreaterThan(0)
    recordFigure('wallet misbehaviours', MISBEHAVIOURS.length, 'polkadot/faults.e2e (extension connect)')
  })

  it('an extension that never answers enable: Back, another wallet connects; the late answer changes nothing', async () => {
    const demo = await openPolkadotDemo(env, { beforeLoad: installMisbehavingWallets, allowConsoleErrors: [ENABLE_THREW_LOG] })
    const { page, dialog, wallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await misbehave(page, 'polkadot', 'enable', { hangs: true })
    await dialog.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).click()
    await dialog.getByText(`Continue in ${POLKADOT_TEST_EXTENSION_NAME}`).waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
    expect(await settleHanging(page, 'polkadot', 'enable', { throws: 'too late' })).toBe(1)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address-eip155').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('address-polkadot').textContent()).toBe('—')
    recordFigure('wallet misbehaviours', 1, 'polkadot/faults.e2e (enable never answers)')
  })

  it('garbage account updates leave a connected session as it was; an empty list still ends it', async () => {
    const demo = await openPolkadotDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, dialog, extension } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: POLKADOT_TEST_EXTENSION_NAME }).click()
    const address = addressOn(extension.address, POLKADOT_NETWORK)
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe(address)
    for (const accounts of ACCOUNTS_GARBAGE) await emitGarbage(page, 'polkadot', 'accounts', accounts)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address-polkadot').textContent()).toBe(address)
    // The garbage was ignored, not the subscription lost: the extension taking every account away ends the session.
    await emitGarbage(page, 'polkadot', 'accounts', [])
    await expect.poll(() => page.getByTestId('address-polkadot').textContent()).toBe('—')
    recordFigure('wallet misbehaviours', ACCOUNTS_GARBAGE.length, 'polkadot/faults.e2e (account events)')
  })
})
