/**
 * Bitcoin in the demo dapp, driven as a person clicks: connect the sats-connect test wallet from the
 * modal (the payment address on the account button and in Account, the balance unavailable: no Bitcoin
 * node), sign a message, sign a PSBT and send a transfer through the app-facing provider, each checked
 * in Node with libraries other than the wallet's (bip322-js, bitcoinjs-lib); a reload reconnects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoEnv } from '../modal/demo-env'
import { FAKE_UTXOS } from 'portico-devnet/wallets'
import {
  BITCOIN_NETWORK_NAME,
  BITCOIN_TESTNET_CAIP,
  bitcoinAccountState,
  bitcoinRequest,
  connectBitcoin,
  openBitcoinDemo,
  sendBitcoin,
  shortBitcoinAddress,
  startBitcoinDemoEnv,
} from './env'
import { decodeTransfer, psbtInputSigned, psbtSpending, verifyMessage } from './verify'

/** A testnet address outside the wallet (BIP-173's example). */
const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

describe('Bitcoin wallets in chromium (demo + sats-connect test wallet on Bitcoin Testnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startBitcoinDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §2 Connect → Account: the payment address on the account button and in Account; the balance is unavailable', async () => {
    const demo = await openBitcoinDemo(env)
    const { page, dialog, bitcoinWallet } = demo
    const { payment, ordinals } = bitcoinWallet.addresses()
    expect(payment).toMatch(/^tb1q/)
    expect(ordinals).toMatch(/^tb1p/)
    await connectBitcoin(demo)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('network').textContent()).toBe(`${BITCOIN_NETWORK_NAME} (${BITCOIN_TESTNET_CAIP})`)
    expect(bitcoinWallet.calls().map((call) => [call.method, call.outcome])).toEqual([
      ['getInfo', 'ok'],
      ['getAccounts', 'ok'],
    ])
    expect(bitcoinWallet.calls('getAccounts')[0]?.params).toEqual({ purposes: ['payment', 'ordinals'] })
    // SPEC §6 bip122 default payment: the account is the payment address, allAccounts holds both (CAIP-10 on testnet).
    expect(await bitcoinAccountState(demo)).toMatchObject({
      address: payment,
      caipAddress: `${BITCOIN_TESTNET_CAIP}:${payment}`,
      preferredAccountType: 'payment',
      allAccounts: [
        { address: payment, type: 'payment' },
        { address: ordinals, type: 'ordinal' },
      ],
      balanceUnavailable: true,
    })

    const accountButton = page.getByRole('button', { name: `Account ${shortBitcoinAddress(payment)}` })
    await accountButton.click()
    const account = dialog.getByRole('region', { name: 'Account' })
    await expect.poll(() => account.textContent()).toContain(shortBitcoinAddress(payment))
    await expect.poll(() => account.getByLabel('Balance').textContent()).toBe('Balance unavailable')
    await dialog.getByRole('button', { name: BITCOIN_NETWORK_NAME }).waitFor()
  })

  it('signMessage from the demo: a BIP-322 signature of the payment address that bip322-js verifies', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    const { page, bitcoinWallet } = demo
    const message = 'Sign in to Portico on Bitcoin ✓'
    await page.getByRole('textbox', { name: 'Bitcoin message' }).fill(message)
    await page.getByRole('button', { name: 'Sign on Bitcoin' }).click()
    await expect.poll(() => page.getByTestId('bitcoin-signature').textContent()).toMatch(/^[A-Za-z0-9+/]{40,}={0,2}$/)
    const signature = (await page.getByTestId('bitcoin-signature').textContent()) as string
    const { payment } = bitcoinWallet.addresses()
    expect(verifyMessage(payment, message, signature)).toBe(true)
    expect(verifyMessage(payment, `${message}!`, signature)).toBe(false)
    expect(bitcoinWallet.calls('signMessage').map((call) => [call.params, call.outcome])).toEqual([[{ address: payment, message }, 'ok']])
  })

  it('signPsbt through the app-facing provider: the wallet signs its input; bitcoinjs-lib verifies the signature', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    const { bitcoinWallet } = demo
    const { payment } = bitcoinWallet.addresses()
    const psbt = psbtSpending(payment, RECIPIENT)
    const signed = await bitcoinRequest(demo, 'signPsbt', { psbt, signInputs: { [payment]: [0] } })
    expect(signed.ok).toBe(true)
    const result = (signed as { result: { psbt: string } }).result
    expect(psbtInputSigned(psbt, 0)).toBe(false)
    expect(psbtInputSigned(result.psbt, 0)).toBe(true)
    expect(bitcoinWallet.calls('signPsbt').map((call) => call.outcome)).toEqual(['ok'])
  })

  it('sendTransaction on bip122 (sendTransfer): the signed transaction pays the recipient the amount and its signature verifies', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    const { bitcoinWallet } = demo
    const sent = await sendBitcoin(demo, RECIPIENT, 123_456n)
    expect(sent.ok).toBe(true)
    expect(bitcoinWallet.calls('sendTransfer')[0]?.params).toEqual({ recipients: [{ address: RECIPIENT, amount: 123_456 }] })
    const [transfer] = bitcoinWallet.sent()
    const decoded = decodeTransfer(transfer!.hex, bitcoinWallet.addresses().payment, FAKE_UTXOS)
    expect(decoded.txid).toBe((sent as { txid: string }).txid)
    expect(decoded.outputs[0]).toEqual({ address: RECIPIENT, value: 123_456n })
    // The rest, less the fee, is change to the payment address.
    expect(decoded.outputs[1]?.address).toBe(bitcoinWallet.addresses().payment)
    expect(decoded.signaturesValid).toBe(true)
  })

  it('SPEC §4 reconnect: after a reload the Bitcoin account is restored without a prompt', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    const { page, bitcoinWallet } = demo
    bitcoinWallet.mode('reject') // a prompt now would fail the restore
    await page.reload()
    await expect.poll(() => page.getByTestId('address-bip122').textContent()).toBe(bitcoinWallet.addresses().payment)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(bitcoinWallet.calls('getAccounts')).toHaveLength(1)
    expect(bitcoinWallet.calls('wallet_getAccount').map((call) => call.outcome)).toEqual(['ok'])
  })

  it('the wallet disconnecting the site (its disconnect event) disconnects the Bitcoin account; Disconnect renounces', async () => {
    const demo = await openBitcoinDemo(env)
    await connectBitcoin(demo)
    const { page, dialog, bitcoinWallet } = demo
    await bitcoinWallet.revoke()
    await expect.poll(() => page.getByTestId('address-bip122').textContent()).toBe('—')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')

    await connectBitcoin(demo)
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('address-bip122').textContent()).toBe('—')
    expect(bitcoinWallet.calls('wallet_renouncePermissions').map((call) => call.outcome)).toEqual(['ok'])
    expect(bitcoinWallet.state().authorized).toBe(false)
  })
})

