/**
 * Bitcoin wallet faults in Chromium: a wallet that refuses, answers no accounts or malformed ones, sits on
 * another chain than the app, refuses a PSBT or a message; an app that names a recipient of the wrong
 * network. Each ends in a clear message, nothing keeps spinning, and the page guard sees no unhandled
 * rejection; the next attempt goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { TEST_WALLET_NAME, type DemoEnv } from '../modal/demo-env'
import { emitGarbage, installMisbehavingWallets, misbehave, misbehavingAttempt, settleHanging, type Misbehaviour } from '../wallet/misbehaving-wallets'
import { BITCOIN_TEST_PROVIDER_NAME, bitcoinRequest, connectBitcoin, openBitcoinDemo, pickBitcoinWallet, sendBitcoin, startBitcoinDemoEnv, type BitcoinDemoPage } from './env'
import { psbtInputSigned, psbtSpending } from './verify'

const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const MAINNET_RECIPIENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

const FAILED_TO_ANSWER = { status: 'Connection failed', hint: 'The wallet failed to answer getAccounts' }
/** sats-connect's own words for an answer that is no JSON-RPC response. */
const UNKNOWN_RESPONSE = { status: 'Connection failed', hint: 'Received unknown response from provider.' }

/** The provider's request (method, params) → JSON-RPC response, misbehaving on getAccounts. */
const MISBEHAVIOURS: Array<[behaviour: Misbehaviour, outcome: { status: string; hint: string }]> = [
  [{ throws: 'the wallet threw a string' }, FAILED_TO_ANSWER],
  [{ throws: 42 }, FAILED_TO_ANSWER],
  [{ throws: null }, FAILED_TO_ANSWER],
  [{ throwsErrorWithMessage: { not: 'a string' } }, FAILED_TO_ANSWER],
  // Some providers reject with the JSON-RPC error object: sats-connect's user rejection is SPEC §8's 4001.
  [{ throws: { error: { code: -32000, message: 'User rejected the request.' } } }, { status: 'Connection declined', hint: 'The request was rejected in the wallet.' }],
  [{ returns: null }, UNKNOWN_RESPONSE],
  [{ returns: 'accounts' }, UNKNOWN_RESPONSE],
  [{ returns: {} }, UNKNOWN_RESPONSE],
  [{ returns: { jsonrpc: '2.0', id: '1' } }, UNKNOWN_RESPONSE],
  [{ returns: { jsonrpc: '2.0', id: '1', result: 'accounts' } }, { status: 'Connection failed', hint: 'The wallet returned an invalid response to getAccounts' }],
]

/** The Connecting view's outcome: its alert line and the hint below it, once it stopped waiting. */
async function connectOutcome({ dialog }: BitcoinDemoPage): Promise<{ status: string; hint: string }> {
  const alert = dialog.getByRole('alert')
  await alert.waitFor()
  return { status: (await alert.textContent()) ?? '', hint: (await dialog.locator('.pt-hint').textContent()) ?? '' }
}

describe('Bitcoin wallet faults in chromium', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startBitcoinDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §8: a refused connect shows "Connection declined"; Try again connects', async () => {
    const demo = await openBitcoinDemo(env)
    const { page, dialog, bitcoinWallet } = demo
    bitcoinWallet.mode('reject', { method: 'getAccounts', once: true })
    await pickBitcoinWallet(demo)
    expect((await connectOutcome(demo)).status).toBe('Connection declined')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByTestId('address-bip122').textContent()).toBe(bitcoinWallet.addresses().payment)
    expect(bitcoinWallet.calls('getAccounts').map((call) => call.outcome)).toEqual([-32000, 'ok'])
  })

  it.each([
    ['no accounts', () => [], 'The wallet returned no Bitcoin payment address to getAccounts'],
    ['ordinals only', (result: unknown) => (result as Array<{ purpose: string }>).filter((entry) => entry.purpose === 'ordinals'), 'The wallet returned no Bitcoin payment address to getAccounts'],
    ['a malformed address', (result: unknown) => (result as object[]).map((entry) => ({ ...entry, address: 'tb1q-not-an-address' })), 'The wallet returned an invalid response to getAccounts'],
    ['not a list', () => ({ accounts: 'none' }), 'The wallet returned an invalid response to getAccounts'],
  ])('a wallet answering %s: "Connection failed" with the reason; nothing connected; Try again after it behaves', async (_case, rewrite, reason) => {
    const demo = await openBitcoinDemo(env)
    const { page, dialog, bitcoinWallet } = demo
    bitcoinWallet.tamper((method, result) => (method === 'getAccounts' ? rewrite(result) : result))
    await pickBitcoinWallet(demo)
    expect(await connectOutcome(demo)).toEqual({ status: 'Connection failed', hint: reason })
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('address-bip122').textContent()).toBe('—')
    bitcoinWallet.tamper(undefined)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByTestId('address-bip122').textContent()).toBe(bitcoinWallet.addresses().payment)
  })

  it('a wallet on Bitcoin mainnet while the app uses Testnet: the error names its address and the app’s network', async () => {
    const demo = await openBitcoinDemo(env, { chain: 'Mainnet' })
    const { page, bitcoinWallet } = demo
    const { payment } = bitcoinWallet.addresses()
    expect(payment).toMatch(/^bc1q/)
    await pickBitcoinWallet(demo)
    expect(await connectOutcome(demo)).toEqual({
      status: 'Connection failed',
      hint: `The wallet's address ${payment} is not on Bitcoin Testnet: switch the wallet's network and connect again`,
    })
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('a refused PSBT rejects with 4001 and the wallet’s words; the next one is signed', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    const { bitcoinWallet } = demo
    const { payment } = bitcoinWallet.addresses()
    const psbt = psbtSpending(payment, RECIPIENT)
    bitcoinWallet.mode('reject', { method: 'signPsbt', once: true })
    expect(await bitcoinRequest(demo, 'signPsbt', { psbt })).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
    const signed = await bitcoinRequest(demo, 'signPsbt', { psbt })
    expect(psbtInputSigned((signed as { result: { psbt: string } }).result.psbt, 0)).toBe(true)
    // A PSBT for inputs the wallet does not own is the wallet's to refuse: its reason reaches the app.
    const foreign = await bitcoinRequest(demo, 'signPsbt', { psbt: psbtSpending(RECIPIENT, payment) })
    expect(foreign).toEqual({ ok: false, code: -32602, message: 'Invalid parameters: the PSBT has no input this wallet owns' })
    expect(bitcoinWallet.calls('signPsbt').map((call) => call.outcome)).toEqual([-32000, 'ok', -32602])
  })

  it('a refused message signature shows the wallet’s reason in the demo; the form is usable again', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    const { page, bitcoinWallet } = demo
    bitcoinWallet.mode('reject', { method: 'signMessage', once: true })
    await page.getByRole('button', { name: 'Sign on Bitcoin' }).click()
    await expect.poll(() => page.getByTestId('bitcoin-signature').textContent()).toBe('User rejected the request.')
    expect(await page.getByRole('button', { name: 'Sign on Bitcoin' }).isEnabled()).toBe(true)
  })

  it('sending to an address of another network, or nothing, is refused before the wallet is asked', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    expect(await sendBitcoin(demo, MAINNET_RECIPIENT, 10_000n)).toEqual({ ok: false, message: `${MAINNET_RECIPIENT} is not a Bitcoin Testnet address` })
    expect(await sendBitcoin(demo, RECIPIENT, 0n)).toEqual({ ok: false, message: 'Invalid amount in satoshis: 0' })
    expect(await bitcoinRequest(demo, 'sendTransfer', { recipients: [{ address: 'tb1q-typo', amount: 1 }] })).toMatchObject({ ok: false, message: 'tb1q-typo is not a Bitcoin Testnet address' })
    expect(demo.bitcoinWallet.calls('sendTransfer')).toEqual([])
  })

  it('the wallet is listed once, under its name, with its icon', async () => {
    const demo = await openBitcoinDemo(env)
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const entries = demo.dialog.getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME })
    await entries.first().waitFor()
    expect(await entries.count()).toBe(1)
    expect(await entries.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('request throwing what is no Error, answering no JSON-RPC response, or never answering: a clear message, or Back to another wallet', async () => {
    const demo = await openBitcoinDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, dialog } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    for (const [index, [behaviour, outcome]] of MISBEHAVIOURS.entries()) {
      const start = dialog.getByRole('button', { name: index === 0 ? BITCOIN_TEST_PROVIDER_NAME : 'Try again' })
      const seen = await misbehavingAttempt(page, dialog, { wallet: 'bip122', method: 'getAccounts', behaviour, name: BITCOIN_TEST_PROVIDER_NAME, start })
      expect(seen, JSON.stringify(behaviour).slice(0, 60)).toEqual(outcome)
      expect(await page.getByTestId('address-bip122').textContent()).toBe('—')
    }
    // Never answering: Back, and the EVM wallet connects; the late answer (the wallet's real one) takes nothing over.
    await misbehave(page, 'bip122', 'getAccounts', { hangs: true })
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByText(`Continue in ${BITCOIN_TEST_PROVIDER_NAME}`).waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('address-eip155').textContent()).toBe(demo.wallet.address)
    expect(await settleHanging(page, 'bip122', 'getAccounts', { throws: 'too late' })).toBe(1)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address-bip122').textContent()).toBe('—')
    recordFigure('wallet misbehaviours', MISBEHAVIOURS.length + 1, 'bip122/faults.e2e (sats-connect connect)')
  })

  it('garbage account and network events leave a connected session as it was', async () => {
    const demo = await openBitcoinDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, bitcoinWallet } = demo
    await connectBitcoin(demo)
    const { payment } = bitcoinWallet.addresses()
    const garbage: unknown[] = [null, 'accountChange', 42, { type: 'accountChange', addresses: 'x' }, { addresses: [{ address: 'x'.repeat(10_000) }] }]
    for (const payload of garbage) {
      await emitGarbage(page, 'bip122', 'accountChange', payload)
      await emitGarbage(page, 'bip122', 'networkChange', payload)
    }
    // Each event makes the adapter read the accounts again (the one answer it trusts): let those reads land.
    await expect.poll(() => bitcoinWallet.calls('wallet_getAccount').length).toBeGreaterThanOrEqual(garbage.length * 2)
    await expect.poll(() => bitcoinWallet.calls('wallet_getAccount').every((call) => call.outcome !== undefined)).toBe(true)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address-bip122').textContent()).toBe(payment)
    recordFigure('wallet misbehaviours', garbage.length * 2, 'bip122/faults.e2e (wallet events)')
  })
})
