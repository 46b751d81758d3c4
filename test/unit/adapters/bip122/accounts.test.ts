import { describe, expect, it } from 'vitest'
import { accountEntries, walletAccounts } from '../../../../adapters/bip122/accounts'
import { isPorticoError } from '../../../../kernel/errors'
import { bitcoin, bitcoinTestnet } from 'portico/networks'

const PAYMENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const ORDINALS = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const MAINNET_PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const entry = (address: string, purpose: string) => ({ address, publicKey: '02'.padEnd(66, 'a'), purpose, addressType: 'p2wpkh', walletType: 'software' })

function failure(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return expect.fail('expected a throw')
}

describe('bip122 accounts: the addresses a wallet answers, checked', () => {
  it('SPEC §6 default payment: the payment address is the account, ordinals second, on the network they belong to', () => {
    const accounts = walletAccounts([entry(ORDINALS, 'ordinals'), entry(PAYMENT, 'payment')], 'getAccounts', [bitcoin, bitcoinTestnet], bitcoin)
    expect(accounts.payment.address).toBe(PAYMENT)
    expect(accounts.ordinals?.address).toBe(ORDINALS)
    expect(accounts.network).toBe(bitcoinTestnet)
    expect(accountEntries(accounts)).toEqual([
      { address: PAYMENT, type: 'payment' },
      { address: ORDINALS, type: 'ordinal' },
    ])
  })

  it('reads the `addresses` of getAddresses / wallet_getAccount answers and ignores purposes it does not use', () => {
    const answer = { addresses: [entry('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'stacks'), entry(PAYMENT, 'payment')], network: {} }
    const accounts = walletAccounts(answer, 'getAddresses', [bitcoinTestnet])
    expect(accountEntries(accounts)).toEqual([{ address: PAYMENT, type: 'payment' }])
  })

  it('no payment address (an empty list, ordinals only) is a clear error', () => {
    for (const answer of [[], [entry(ORDINALS, 'ordinals')], { addresses: [] }]) {
      const error = failure(() => walletAccounts(answer, 'getAccounts', [bitcoinTestnet]))
      expect(error).toMatchObject({ code: 'BIP122_NO_PAYMENT_ADDRESS', message: 'The wallet returned no Bitcoin payment address to getAccounts' })
    }
  })

  it('DESIGN every boundary validates: malformed answers are refused with the answer as the cause', () => {
    const malformed = [null, 'tb1q…', { addresses: 'x' }, [{ address: 42, purpose: 'payment' }], [entry('not-an-address', 'payment')], [entry(PAYMENT, 'payment'), entry('0xabc', 'ordinals')]]
    for (const answer of malformed) {
      const error = failure(() => walletAccounts(answer, 'getAccounts', [bitcoinTestnet]))
      expect(isPorticoError(error, 'BIP122_INVALID_WALLET_RESPONSE')).toBe(true)
      expect((error as Error).message).toBe('The wallet returned an invalid response to getAccounts')
      expect((error as { cause?: unknown }).cause).toBe(answer)
    }
  })

  it('a wallet on a chain the app does not use: its address and the app’s networks in the error', () => {
    const error = failure(() => walletAccounts([entry(MAINNET_PAYMENT, 'payment')], 'getAccounts', [bitcoinTestnet]))
    expect(error).toMatchObject({
      code: 'BIP122_WALLET_ON_OTHER_NETWORK',
      message: `The wallet's address ${MAINNET_PAYMENT} is not on Bitcoin Testnet: switch the wallet's network and connect again`,
    })
  })

  it('an ordinals address of another chain than the payment address is a broken answer', () => {
    const error = failure(() => walletAccounts([entry(PAYMENT, 'payment'), entry('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'ordinals')], 'getAccounts', [bitcoin, bitcoinTestnet]))
    expect(isPorticoError(error, 'BIP122_INVALID_WALLET_RESPONSE')).toBe(true)
  })
})
