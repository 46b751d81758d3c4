/**
 * The bip122 adapter with the real sats-connect SDK driving the real Bitcoin test wallet (bitcoin-core.ts)
 * in a stubbed window; signatures are checked with bip322-js and bitcoinjs-lib, not the wallet's library.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bip122 } from 'portico/adapters/bip122'
import { createBip122Adapter } from '../../../../adapters/bip122/adapter'
import { isPorticoError } from '../../../../kernel/errors'
import { bitcoin, bitcoinTestnet, mainnet } from 'portico/networks'
import type { AdapterEvent, Kernel } from 'portico'
import { FAKE_UTXOS } from 'portico-devnet/wallets'
import { decodeTransfer, psbtInputSigned, psbtSpending, verifyMessage } from '../../../e2e/bip122/verify'
import { BITCOIN_PROVIDER_ID, installProviderHost, type ProviderHostOptions } from './provider-host'

const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

function setup(options: ProviderHostOptions = {}) {
  const wallet = installProviderHost(options)
  const adapter = createBip122Adapter({ networks: [mainnet, bitcoin, bitcoinTestnet] })
  const events: AdapterEvent[] = []
  adapter.on((event) => events.push(event))
  return { ...wallet, adapter, events, connect: () => adapter.connect({ connectorId: BITCOIN_PROVIDER_ID, network: bitcoinTestnet }) }
}

/** The wallet's payment and ordinals addresses with their public keys, as it reports them. */
async function walletAddresses(core: ReturnType<typeof installProviderHost>['core']) {
  return ((await core.request({ method: 'wallet_getAccount' })) as { addresses: Array<{ address: string; publicKey: string; addressType: string }> }).addresses
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => expect.fail('expected a rejection'), (error: unknown) => error)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('bip122 adapter: connection', () => {
  it('lists the registered provider; SPEC §6: connect answers the payment address, allAccounts payment then ordinal', async () => {
    const { adapter, core, calls, connect } = setup()
    expect(adapter.getConnectors()).toMatchObject([{ id: BITCOIN_PROVIDER_ID, name: 'Portico Bitcoin Wallet', type: 'ANNOUNCED', chain: 'bip122' }])
    const { payment, ordinals } = core.addresses()
    expect(await connect()).toEqual({
      address: payment,
      chainId: bitcoinTestnet.id,
      accounts: [
        { address: payment, type: 'payment' },
        { address: ordinals, type: 'ordinal' },
      ],
    })
    expect(calls()).toEqual(['getAccounts'])
    expect(adapter.getProvider()).toBeDefined()
    // No Bitcoin node: the kernel shows the balance as unavailable.
    expect(adapter.getBalance).toBeUndefined()
  })

  it('lands on the configured network the wallet is on, whichever was requested', async () => {
    const { adapter } = setup({ chain: 'Mainnet' })
    expect((await adapter.connect({ connectorId: BITCOIN_PROVIDER_ID, network: bitcoinTestnet })).chainId).toBe(bitcoin.id)
  })

  it('a wallet without getAccounts (Leather) is asked getAddresses', async () => {
    const { calls, connect, core } = setup({ missing: ['getAccounts'] })
    expect((await connect()).address).toBe(core.addresses().payment)
    expect(calls()).toEqual(['getAccounts', 'getAddresses'])
  })

  it('SPEC §8 wallet error codes: a refused connect is 4001 with the wallet’s words; no session', async () => {
    const { adapter, connect } = setup({ decide: () => 'reject' })
    expect(await rejection(connect())).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('no accounts, malformed accounts, a wallet on another chain: clear errors, no session', async () => {
    const cases: Array<[ProviderHostOptions['rewrite'], string]> = [
      [(method, result) => (method === 'getAccounts' ? [] : result), 'The wallet returned no Bitcoin payment address to getAccounts'],
      [(method, result) => (method === 'getAccounts' ? [{ address: 'nope', purpose: 'payment' }] : result), 'The wallet returned an invalid response to getAccounts'],
      [(method, result) => (method === 'getAccounts' ? { unexpected: true } : result), 'The wallet returned an invalid response to getAccounts'],
    ]
    for (const [rewrite, message] of cases) {
      const { adapter, connect } = setup({ rewrite })
      expect(await rejection(connect())).toMatchObject({ message })
      expect(adapter.getProvider()).toBeUndefined()
    }
    const onMainnet = installProviderHost({ chain: 'Mainnet' })
    const testnetOnly = createBip122Adapter({ networks: [bitcoinTestnet] })
    const error = await rejection(testnetOnly.connect({ connectorId: BITCOIN_PROVIDER_ID }))
    expect(error).toMatchObject({ code: 'BIP122_WALLET_ON_OTHER_NETWORK' })
    expect((error as Error).message).toContain(onMainnet.core.addresses().payment)
  })

  it('an unknown connector is reported', async () => {
    const { adapter } = setup()
    expect(await rejection(adapter.connect({ connectorId: 'Absent' }))).toMatchObject({ code: 'BIP122_WALLET_NOT_FOUND', message: "Wallet 'Absent' was not found in this browser" })
  })

  it('SPEC §4 reconnect: restored without a prompt while the site is authorised, else undefined', async () => {
    const { adapter, calls, connect, core } = setup()
    expect(await adapter.reconnect?.({ connectorId: BITCOIN_PROVIDER_ID, network: bitcoinTestnet })).toBeUndefined()
    await connect()
    const fresh = createBip122Adapter({ networks: [bitcoinTestnet] })
    expect((await fresh.reconnect?.({ connectorId: BITCOIN_PROVIDER_ID, network: bitcoinTestnet }))?.address).toBe(core.addresses().payment)
    expect(calls().filter((method) => method === 'getAccounts')).toHaveLength(1)
    await adapter.disconnect()
    expect(core.state().authorized).toBe(false)
    expect(await fresh.reconnect?.({ connectorId: BITCOIN_PROVIDER_ID, network: bitcoinTestnet })).toBeUndefined()
  })

  it('the wallet disconnecting the site ends the session with a disconnect event', async () => {
    const { adapter, connect, core, events } = setup()
    await connect()
    core.userRevoke()
    expect(events).toEqual([{ type: 'disconnect' }])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('switchNetwork asks the wallet to change chains and takes its addresses there', async () => {
    const { adapter, connect, core, events } = setup()
    await connect()
    await adapter.switchNetwork(bitcoin)
    expect(core.state().chain).toBe('Mainnet')
    expect(core.addresses().payment.startsWith('bc1q')).toBe(true)
    // Both addresses of the new chain, typed, so the account's allAccounts follows (SPEC §3).
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      accounts: [core.addresses().payment],
      entries: [
        { address: core.addresses().payment, type: 'payment' },
        { address: core.addresses().ordinals, type: 'ordinal' },
      ],
    })
    expect((await rejection(adapter.request({ method: 'sendTransfer', params: { recipients: [{ address: RECIPIENT, amount: 1000 }] } }))) as Error).toMatchObject({
      message: `${RECIPIENT} is not a Bitcoin address`,
    })
  })
})

describe('bip122 adapter: signing and sending', () => {
  it('signMessage: a BIP-322 signature of the payment address that bip322-js verifies', async () => {
    const { adapter, connect } = setup()
    const { address } = await connect()
    const signature = await adapter.signMessage({ address, message: 'Sign in to Portico' })
    expect(verifyMessage(address, 'Sign in to Portico', signature)).toBe(true)
    expect(verifyMessage(address, 'Sign in to Portico!', signature)).toBe(false)
  })

  it('request signMessage: ECDSA (BIP-137) on request, the ordinals address with BIP-322; another address is refused', async () => {
    const { adapter, connect, core } = setup()
    const { address } = await connect()
    const ecdsa = (await adapter.request({ method: 'signMessage', params: { address, message: 'hi', protocol: 'ECDSA' } })) as { signature: string; protocol: string }
    expect(ecdsa.protocol).toBe('ECDSA')
    expect(Buffer.from(ecdsa.signature, 'base64')).toHaveLength(65)
    expect(verifyMessage(address, 'hi', ecdsa.signature)).toBe(true)
    const { ordinals } = core.addresses()
    const taproot = (await adapter.request({ method: 'signMessage', params: { address: ordinals, message: 'hi' } })) as { signature: string }
    expect(verifyMessage(ordinals, 'hi', taproot.signature)).toBe(true)
    expect(await rejection(adapter.signMessage({ address: RECIPIENT, message: 'hi' }))).toMatchObject({ code: 'BIP122_ACCOUNT_NOT_CONNECTED' })
  })

  it('signPsbt: the wallet signs the inputs it owns (payment and ordinals); bitcoinjs-lib verifies each', async () => {
    const { adapter, connect, core } = setup()
    await connect()
    for (const owner of await walletAddresses(core)) {
      const psbt = psbtSpending(owner.address, RECIPIENT, owner.addressType === 'p2tr' ? { tapInternalKey: owner.publicKey } : {})
      expect(psbtInputSigned(psbt, 0)).toBe(false)
      const signed = (await adapter.request({ method: 'signPsbt', params: { psbt, signInputs: { [owner.address]: [0] } } })) as { psbt: string }
      expect(psbtInputSigned(signed.psbt, 0)).toBe(true)
    }
  })

  it('signPsbt refused by the wallet, or naming an address the session does not hold: clear errors', async () => {
    const { adapter, connect, core } = setup({ decide: (method) => (method === 'signPsbt' ? 'reject' : 'approve') })
    await connect()
    const psbt = psbtSpending(core.addresses().payment, RECIPIENT)
    expect(await rejection(adapter.request({ method: 'signPsbt', params: { psbt } }))).toMatchObject({ code: 4001 })
    expect(await rejection(adapter.request({ method: 'signPsbt', params: { psbt, signInputs: { [RECIPIENT]: [0] } } }))).toMatchObject({
      message: `${RECIPIENT} is not a connected Bitcoin address`,
    })
    expect(await rejection(adapter.request({ method: 'signPsbt', params: { psbt: 'not a psbt' } }))).toMatchObject({ code: 'BIP122_INVALID_INPUT' })
  })

  it('sendTransaction: sendTransfer of `value` satoshis; the signed transaction pays the recipient and verifies', async () => {
    const { adapter, connect, core } = setup()
    const { address } = await connect()
    const txid = await adapter.sendTransaction({ to: RECIPIENT, value: 12_345n })
    const [sent] = core.sent()
    const decoded = decodeTransfer(sent!.hex, address, FAKE_UTXOS)
    expect(decoded.txid).toBe(txid)
    expect(decoded.outputs[0]).toEqual({ address: RECIPIENT, value: 12_345n })
    expect(decoded.signaturesValid).toBe(true)
  })

  it('sendTransaction refuses what cannot be a Bitcoin transfer before the wallet is asked', async () => {
    const { adapter, connect, calls } = setup()
    await connect()
    const asked = calls().length
    const cases: Array<[Parameters<typeof adapter.sendTransaction>[0], string]> = [
      [{ to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', value: 1_000n }, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 is not a Bitcoin Testnet address'],
      [{ to: RECIPIENT, value: 0n }, 'Invalid amount in satoshis: 0'],
      [{ to: RECIPIENT, value: 1_000n, data: '0x01' }, 'Invalid Bitcoin transfer data (a BTC transfer carries none): 0x01'],
      [{ to: RECIPIENT, value: 1_000n, transaction: 'AQID' }, 'Invalid Bitcoin transfer transaction (the wallet builds it): AQID'],
    ]
    for (const [args, message] of cases) expect(await rejection(adapter.sendTransaction(args))).toMatchObject({ message })
    expect(calls().length).toBe(asked)
  })

  it('a wallet answer that breaks the method’s shape is refused; unknown methods and calls before connect too', async () => {
    const { adapter, connect } = setup({ rewrite: (method, result) => (method === 'sendTransfer' ? { txid: 'nope' } : result) })
    expect(isPorticoError(await rejection(adapter.request({ method: 'signPsbt', params: {} })), 'PROVIDER_NOT_CONNECTED')).toBe(true)
    await connect()
    expect(await rejection(adapter.sendTransaction({ to: RECIPIENT, value: 1_000n }))).toMatchObject({ message: 'The wallet returned an invalid response to sendTransfer' })
    expect(await rejection(adapter.request({ method: 'getBalance' }))).toMatchObject({ message: 'The Bitcoin adapter does not support getBalance' })
  })
})

describe('bip122 descriptor', () => {
  it('names its namespace and loads the adapter with the app’s networks only when asked', async () => {
    installProviderHost()
    const descriptor = bip122()
    expect(descriptor.namespace).toBe('bip122')
    const { create } = await descriptor.load()
    const adapter = await create({ config: { networks: [bitcoinTestnet] } } as unknown as Kernel)
    expect(adapter.namespace).toBe('bip122')
    expect(adapter.getConnectors()).toHaveLength(1)
  })
})
