import { base58, base64 } from '@scure/base'
import { getTransactionDecoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../../../../adapters/solana/adapter'
import { solanaFees } from '../../../../adapters/solana/gas'
import { solanaRpc } from '../../../../adapters/solana/rpc'
import { solTransferTransaction } from '../../../../adapters/solana/compiler'
import { isPorticoError } from '../../../../kernel/errors'
import type { AdapterEvent } from 'portico'
import { fakeWallet, rpcStub, solanaNetwork, testKey, walletRegistry, type FakeWalletOptions } from './fake-wallet'

const LOCAL = solanaNetwork()
const DEVNET = solanaNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'http://127.0.0.1:8900', 'Solana Devnet')
const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'

function setup(walletOptions: FakeWalletOptions = {}, answers: Record<string, unknown> = {}) {
  const fake = fakeWallet({ name: 'Fake', ...walletOptions })
  const rpc = rpcStub({ getLatestBlockhash: { context: { slot: 1 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } }, ...answers })
  const adapter = createSolanaAdapter({ registerWaitMs: 20 }, { wallets: walletRegistry(fake.wallet), networks: [LOCAL, DEVNET], fetch: rpc.fetch })
  const events: AdapterEvent[] = []
  adapter.on((event) => events.push(event))
  return { adapter, fake, rpc, events }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => expect.fail('expected a rejection'), (error: unknown) => error)
}

describe('solana adapter: connection', () => {
  it('SPEC §4 connect: asks the wallet, answers its Solana account on the requested network', async () => {
    const { adapter, fake } = setup()
    const result = await adapter.connect({ connectorId: 'Fake', network: LOCAL })
    expect(result).toEqual({ address: fake.key.address, chainId: LOCAL.id, accounts: [{ address: fake.key.address, type: 'eoa' }] })
    expect(fake.calls.map((call) => call.feature)).toEqual(['connect'])
    expect(adapter.getProvider()).toBeDefined()
  })

  it('connect lands on a configured network the wallet serves when it lacks the requested one', async () => {
    const { adapter } = setup({ chains: ['solana:devnet'] })
    expect((await adapter.connect({ connectorId: 'Fake', network: LOCAL })).chainId).toBe(DEVNET.id)
  })

  it('SPEC §8 wallet error codes: a rejected connect keeps the wallet error (4001), no session', async () => {
    const reject = async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const { adapter } = setup({ overrides: { connect: reject } })
    await expect(adapter.connect({ connectorId: 'Fake', network: LOCAL })).rejects.toMatchObject({ code: 4001 })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('DESIGN every boundary validates: a connect answer without a Solana account is refused', async () => {
    const { adapter } = setup({ overrides: { connect: async () => ({ accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', publicKey: new Uint8Array(20) }] }) } })
    const error = await rejection(adapter.connect({ connectorId: 'Fake', network: LOCAL }))
    expect(isPorticoError(error, 'SOLANA_INVALID_WALLET_RESPONSE')).toBe(true)
    expect((error as Error).message).toBe('The wallet returned an invalid response to standard:connect')
  })

  it('an unknown connector is reported once the registration wait is over', async () => {
    const { adapter } = setup()
    const error = await rejection(adapter.connect({ connectorId: 'Absent', network: LOCAL }))
    expect(error).toMatchObject({ code: 'SOLANA_WALLET_NOT_FOUND', message: "Wallet 'Absent' was not found in this browser" })
  })

  it('SPEC §4 reconnect: a silent connect restores an authorised site and never prompts otherwise', async () => {
    const { adapter, fake } = setup()
    expect(await adapter.reconnect?.({ connectorId: 'Fake', network: LOCAL })).toBeUndefined()
    expect(fake.calls[0]).toEqual({ feature: 'connect', args: [{ silent: true }] })
    fake.authorized = true
    expect(await adapter.reconnect?.({ connectorId: 'Fake', network: LOCAL })).toMatchObject({ address: fake.key.address })
    expect(await adapter.reconnect?.({ connectorId: 'Gone', network: LOCAL })).toBeUndefined()
  })

  it('disconnect forgets the session and tells the wallet; a failing wallet disconnect changes nothing', async () => {
    let told = 0
    const refuse = async () => {
      told++
      throw new Error('nope')
    }
    const { adapter, fake } = setup({ overrides: { disconnect: refuse } })
    await adapter.connect({ connectorId: 'Fake', network: LOCAL })
    await adapter.disconnect()
    expect(told).toBe(1)
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.signMessage({ message: 'x', address: fake.key.address })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
  })

  it('standard:events change: new accounts, none (disconnected), and chains', async () => {
    const { adapter, fake, events } = setup()
    await adapter.connect({ connectorId: 'Fake', network: LOCAL })
    const other = testKey()
    fake.emit({ accounts: [{ address: other.address, publicKey: other.publicKey, chains: [], features: [] }] })
    fake.emit({ accounts: 'garbage' })
    fake.wallet.chains = ['solana:devnet']
    fake.emit({ chains: ['solana:devnet'] })
    fake.emit({ accounts: [] })
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [other.address] },
      { type: 'chainChanged', chainId: DEVNET.id },
      { type: 'disconnect' },
    ])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('solana adapter: signing', () => {
  async function connected(walletOptions: FakeWalletOptions = {}, answers: Record<string, unknown> = {}) {
    const world = setup(walletOptions, answers)
    await world.adapter.connect({ connectorId: 'Fake', network: LOCAL })
    return world
  }
  const transfer = (from: string) => solTransferTransaction({ from, to: testKey().address, lamports: 10n, blockhash: BLOCKHASH })

  it('signMessage: the base58 ed25519 signature of the UTF-8 message, which verifies', async () => {
    const { adapter, fake } = await connected()
    const signature = await adapter.signMessage({ message: 'Hello from Portico ✓', address: fake.key.address })
    expect(fake.key.verify(new TextEncoder().encode('Hello from Portico ✓'), base58.decode(signature))).toBe(true)
  })

  it('signMessage refuses an address that is not base58, or not the connected one', async () => {
    const { adapter } = await connected()
    await expect(adapter.signMessage({ message: 'x', address: '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl' })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT' })
    await expect(adapter.signMessage({ message: 'x', address: testKey().address })).rejects.toMatchObject({ code: 'SOLANA_ACCOUNT_NOT_CONNECTED' })
  })

  it('DESIGN every boundary validates: a signature that is not 64 bytes is refused', async () => {
    const { adapter, fake } = await connected({ overrides: { signMessage: async () => [{ signedMessage: new Uint8Array(1), signature: new Uint8Array(63) }] } })
    await expect(adapter.signMessage({ message: 'x', address: fake.key.address })).rejects.toMatchObject({ code: 'SOLANA_INVALID_WALLET_RESPONSE' })
  })

  it('solana_signMessage: WalletConnect shapes (base58 in, { signature } out)', async () => {
    const { adapter, fake } = await connected()
    const message = new TextEncoder().encode('gm')
    const { signature } = (await adapter.request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: fake.key.address } })) as { signature: string }
    expect(fake.key.verify(message, base58.decode(signature))).toBe(true)
  })

  it('solana_signTransaction: the signed transaction (base64) and its signature, on the wallet chain of the network', async () => {
    const { adapter, fake } = await connected()
    const unsigned = transfer(fake.key.address)
    const answer = (await adapter.request({ method: 'solana_signTransaction', params: { transaction: base64.encode(unsigned) } })) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(base64.decode(answer.transaction))
    const signature = signed.signatures[fake.key.address as keyof typeof signed.signatures] as Uint8Array
    expect(base58.encode(signature)).toBe(answer.signature)
    expect(fake.key.verify(new Uint8Array(signed.messageBytes), signature)).toBe(true)
    expect(fake.calls.at(-1)?.args).toMatchObject([{ chain: `solana:${LOCAL.id}` }])
  })

  it('SPEC §5: a wallet answering a transaction shorter than its signatures is refused', async () => {
    const truncated = async () => [{ signedTransaction: new Uint8Array([2, ...new Uint8Array(120)]) }]
    const { adapter, fake } = await connected({ overrides: { signTransaction: truncated } })
    const error = await rejection(adapter.request({ method: 'solana_signTransaction', params: { transaction: base64.encode(transfer(fake.key.address)) } }))
    expect(error).toMatchObject({ code: 'SOLANA_TRANSACTION_TRUNCATED', message: 'Signed transaction claims 2 signatures of 64 bytes but is only 121 bytes long' })
    const tiny = async () => [{ signedTransaction: new Uint8Array(80) }]
    const small = await connected({ overrides: { signTransaction: tiny } })
    await expect(small.adapter.request({ method: 'solana_signTransaction', params: { transaction: base64.encode(transfer(small.fake.key.address)) } })).rejects.toMatchObject({
      code: 'SOLANA_TRANSACTION_TOO_SHORT',
    })
  })

  it('DESIGN every boundary validates: bad params never reach the wallet', async () => {
    const { adapter, fake } = await connected()
    await expect(adapter.request({ method: 'solana_signTransaction', params: { transaction: '%%% not base64' } })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT' })
    await expect(adapter.request({ method: 'solana_signTransaction', params: { transaction: base64.encode(new Uint8Array(50)) } })).rejects.toMatchObject({ code: 'SOLANA_TRANSACTION_TOO_SHORT' })
    await expect(adapter.request({ method: 'solana_signAllTransactions', params: { transactions: [] } })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT' })
    await expect(adapter.request({ method: 'solana_signMessage', params: { message: 'gm', pubkey: testKey().address } })).rejects.toMatchObject({ code: 'SOLANA_ACCOUNT_NOT_CONNECTED' })
    await expect(adapter.request({ method: 'solana_signIn', params: {} })).rejects.toMatchObject({ code: 'SOLANA_UNSUPPORTED_METHOD' })
    expect(fake.calls.map((call) => call.feature)).toEqual(['connect'])
  })

  it('solana_signAllTransactions: one signed transaction per input; a count mismatch is refused', async () => {
    const { adapter, fake } = await connected()
    const transactions = [transfer(fake.key.address), transfer(fake.key.address)].map((tx) => base64.encode(tx))
    const answer = (await adapter.request({ method: 'solana_signAllTransactions', params: { transactions } })) as { transactions: string[] }
    expect(answer.transactions).toHaveLength(2)
    const short = await connected({ overrides: { signTransaction: async () => [] } })
    await expect(short.adapter.request({ method: 'solana_signAllTransactions', params: { transactions } })).rejects.toMatchObject({ code: 'SOLANA_INVALID_WALLET_RESPONSE' })
  })

  it('solana_signAndSendTransaction: chain and send options reach the wallet; the signature comes back in base58', async () => {
    const { adapter, fake } = await connected()
    const unsigned = transfer(fake.key.address)
    const { signature } = (await adapter.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64.encode(unsigned), sendOptions: { skipPreflight: true } },
    })) as { signature: string }
    expect(fake.key.verify(unsigned.subarray(65), base58.decode(signature))).toBe(true)
    expect(fake.calls.at(-1)?.args).toMatchObject([{ chain: `solana:${LOCAL.id}`, options: { skipPreflight: true } }])
  })

  it('sendTransaction: a native SOL transfer of `value` lamports on a fresh blockhash, signed and sent by the wallet', async () => {
    const { adapter, fake, rpc } = await connected()
    const to = testKey().address
    const signature = await adapter.sendTransaction({ to, value: 2_500_000_000n })
    const [input] = fake.calls.at(-1)?.args as [{ transaction: Uint8Array }]
    const message = getCompiledTransactionMessageDecoder().decode(getTransactionDecoder().decode(input.transaction).messageBytes)
    expect(message.staticAccounts).toEqual([fake.key.address, to, '11111111111111111111111111111111'])
    expect(message.lifetimeToken).toBe(BLOCKHASH)
    const [instruction] = (message as unknown as { instructions: Array<{ programAddressIndex: number; data: Uint8Array }> }).instructions
    expect(instruction?.programAddressIndex).toBe(2)
    expect(new DataView(instruction!.data.buffer, instruction!.data.byteOffset).getBigUint64(4, true)).toBe(2_500_000_000n)
    expect(fake.key.verify(new Uint8Array(getTransactionDecoder().decode(input.transaction).messageBytes), base58.decode(signature))).toBe(true)
    expect(rpc.calls.map((call) => call.method)).toEqual(['getLatestBlockhash'])
  })

  it('sendTransaction refuses EVM call data and a receiver that is not base58', async () => {
    const { adapter } = await connected()
    await expect(adapter.sendTransaction({ to: testKey().address, data: '0x1234' })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT' })
    await expect(adapter.sendTransaction({ to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', value: 1n })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT' })
  })

  it('other methods are reads on the active network RPC', async () => {
    const { adapter, rpc } = await connected({}, { getSlot: 42 })
    expect(await adapter.request({ method: 'getSlot' })).toBe(42)
    expect(rpc.calls.at(-1)).toEqual({ method: 'getSlot', params: [] })
  })
})

describe('solana adapter: networks, balance and gas', () => {
  it('switchNetwork: a chain the wallet lists becomes the chain of later requests; another is refused', async () => {
    const { adapter, fake } = setup({ chains: ['solana:localnet', 'solana:devnet'] })
    await adapter.connect({ connectorId: 'Fake', network: LOCAL })
    await adapter.switchNetwork(DEVNET)
    await adapter.signMessage({ message: 'x', address: fake.key.address })
    await adapter.sendTransaction({ to: testKey().address, value: 1n })
    expect(fake.calls.at(-1)?.args).toMatchObject([{ chain: 'solana:devnet' }])
    const mainnet = solanaNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    await expect(adapter.switchNetwork(mainnet)).rejects.toMatchObject({ code: 'SOLANA_CHAIN_NOT_IN_WALLET', message: 'Fake does not support solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  it('SPEC §8 provider use: switching before connect is refused', async () => {
    const { adapter } = setup()
    await expect(adapter.switchNetwork(DEVNET)).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED', message: 'Please call connect() before request()' })
  })

  it('SPEC §3 native decimals: getBalance reads lamports from the network RPC and shows SOL with 9 decimals', async () => {
    const { adapter, rpc } = setup({}, { getBalance: { context: { slot: 3 }, value: 1_000_000_000_123 } })
    const address = testKey().address
    expect(await adapter.getBalance?.({ address, network: LOCAL })).toEqual({ balance: '1000.000000123', symbol: 'SOL' })
    expect(rpc.calls).toEqual([{ method: 'getBalance', params: [address, { commitment: 'confirmed' }] }])
  })

  it('getBalance refuses a non-base58 address, a network without RPC and a malformed answer', async () => {
    const { adapter } = setup({}, { getBalance: { value: 'lots' } })
    await expect(adapter.getBalance?.({ address: '0xabc', network: LOCAL })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT' })
    await expect(adapter.getBalance?.({ address: testKey().address, network: solanaNetwork(undefined, '') })).rejects.toMatchObject({ message: 'No RPC url provided for chainId' })
    await expect(adapter.getBalance?.({ address: testKey().address, network: LOCAL })).rejects.toMatchObject({
      code: 'SOLANA_INVALID_RPC_RESPONSE',
      message: 'The Solana RPC returned an invalid response to getBalance',
    })
  })

  it('SPEC §9 RPC retries: a failing RPC is retried 3 times, then the HTTP failure is reported', async () => {
    const { adapter, rpc } = setup({}, { getBalance: () => new Response('down', { status: 500 }) })
    await expect(adapter.getBalance?.({ address: testKey().address, network: LOCAL })).rejects.toMatchObject({ code: 'RPC_HTTP_FAILED' })
    expect(rpc.calls).toHaveLength(4)
  })

  it('SPEC §7 Solana gas: base fee + priority fee percentiles on 200 000 CU, in lamports (1e-9 SOL)', async () => {
    const fees = [0, 10, 20, 30, 40, 50, 60, 70, 80, 1000].map((fee, slot) => ({ slot, prioritizationFee: fee * 1000 }))
    const { rpc } = setup({}, { getRecentPrioritizationFees: fees, getFeeForMessage: { context: { slot: 1 }, value: 5000 } })
    const address = testKey().address
    // median 40 000 µ-lamports/CU × 200 000 CU = 8000 lamports; p75 70 000 → 14 000; p95 1 000 000 → 200 000; each + 5000 base.
    expect(await solanaFees(solanaRpc(LOCAL, rpc.fetch), address)).toEqual({ standard: 13_000n, fast: 19_000n, instant: 205_000n })
    const [message] = rpc.calls.find((call) => call.method === 'getFeeForMessage')?.params as [string]
    expect(getCompiledTransactionMessageDecoder().decode(base64.decode(message)).staticAccounts[0]).toBe(address)
  })

  it('SPEC §7 Solana gas: an expired blockhash (null fee) falls back to 5000 lamports per signature; no fees means no priority', async () => {
    const { rpc } = setup({}, { getRecentPrioritizationFees: [], getFeeForMessage: { context: { slot: 1 }, value: null } })
    expect(await solanaFees(solanaRpc(LOCAL, rpc.fetch), testKey().address)).toEqual({ standard: 5000n, fast: 5000n, instant: 5000n })
  })
})
