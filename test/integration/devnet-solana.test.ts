import { getTransferSolInstruction } from '@solana-program/system'
import { TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTokenDecoder, getTransferCheckedInstruction } from '@solana-program/token'
import {
  appendTransactionMessageInstructions,
  compileTransactionMessage,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  type TransactionSigner,
} from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { signerOf } from '../../devnet/solana'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'

let devnet: Devnet
let guard: LoopbackGuard
let rpc: Rpc<SolanaRpcApi>
let signers: KeyPairSigner[]

const SOL = 1_000_000_000n
const ATA_RENT = 2_039_280n // rent-exempt minimum of a 165-byte token account

devnetPerFile((started) => ({ devnet, guard } = started))
beforeAll(async () => {
  rpc = createSolanaRpc(devnet.urls.solanaRpc)
  signers = await Promise.all(devnet.solana.accounts.map((account) => signerOf(account)))
})

const signer = (index: number) => signers[index] as KeyPairSigner
const usdc = () => devnet.solana.tokens[0] as (typeof devnet.solana.tokens)[number]
const balanceOf = async (address: Address) => (await rpc.getBalance(address).send()).value

/** A raw JSON-RPC call, to see the exact error codes and messages. */
async function call(body: unknown): Promise<{ result?: unknown; error?: { code: number; message: string; data?: { logs?: string[]; err?: unknown } } }> {
  const response = await fetch(devnet.urls.solanaRpc, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return response.json()
}
const request = (method: string, params?: unknown[]) => call({ jsonrpc: '2.0', id: 1, method, params })

async function signedTransaction(feePayer: TransactionSigner, instructions: Instruction[], options: { price?: bigint; limit?: number } = {}) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  let message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  if (options.limit !== undefined) message = setTransactionMessageComputeUnitLimit(options.limit, message)
  if (options.price !== undefined) message = setTransactionMessageComputeUnitPrice(options.price, message)
  const messageBase64 = getBase64Decoder().decode(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)))
  const { value: fee } = await rpc.getFeeForMessage(messageBase64 as Parameters<typeof rpc.getFeeForMessage>[0]).send()
  const transaction = await signTransactionMessageWithSigners(message)
  const signature = getBase58Decoder().decode(transaction.signatures[feePayer.address] as Uint8Array) as Signature
  return { transaction, signature, fee: fee as bigint, base64: getBase64EncodedWireTransaction(transaction) }
}

async function confirmed(signature: Signature) {
  // No subscriptions on litesvm: poll, as FACTS.md says (a landed transaction is final at once).
  for (let attempt = 0; attempt < 50; attempt++) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status) return status
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${signature} never confirmed`)
}

describe('Solana devnet (litesvm JSON-RPC)', () => {
  it('serves the seeded state on 127.0.0.1: genesis hash, CAIP-2 id, derived keypairs, USDC mint and balances', async () => {
    expect(new URL(devnet.urls.solanaRpc).hostname).toBe('127.0.0.1')
    const genesisHash = await rpc.getGenesisHash().send()
    expect(genesisHash).toBe(devnet.solana.genesisHash)
    expect(devnet.solana.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    // Keypair #0 from the mnemonic "test test … junk" at m/44'/501'/0'/0' (SLIP-0010), the address Phantom shows for it.
    expect(devnet.solana.accounts[0]?.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(signers.map((item) => item.address)).toEqual(devnet.solana.accounts.map((account) => account.address))

    const { value: mint } = await rpc.getAccountInfo(usdc().mint, { encoding: 'jsonParsed' }).send()
    expect(mint?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(mint?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6, isInitialized: true, mintAuthority: devnet.solana.faucet } } })
    const held = await rpc.getTokenAccountsByOwner(signer(0).address, { mint: usdc().mint }, { encoding: 'jsonParsed' }).send()
    expect(held.value).toHaveLength(1)
    expect(held.value[0]?.account.data.parsed.info).toMatchObject({ mint: usdc().mint, owner: signer(0).address, state: 'initialized', tokenAmount: { decimals: 6, uiAmountString: '9975' } })
    const [ata] = await findAssociatedTokenPda({ owner: signer(0).address, mint: usdc().mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    expect(held.value[0]?.pubkey).toBe(ata)
    const byProgram = await rpc.getTokenAccountsByOwner(signer(0).address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' }).send()
    const raw = getBase64Encoder().encode(byProgram.value[0]?.account.data[0] as string)
    expect(getTokenDecoder().decode(raw).amount).toBe(9_975_000_000n)

    const { value: accounts } = await rpc.getMultipleAccounts([signer(1).address, (await generateKeyPairSigner()).address], { encoding: 'base64' }).send()
    expect(accounts[0]?.lamports).toBeGreaterThan(1000n * SOL)
    expect(accounts[1]).toBeNull()
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(ATA_RENT)
    expect(await rpc.getSlot().send()).toBeGreaterThan(0n)
  })

  it('requestAirdrop credits exactly the amount and getSignatureStatuses confirms it', async () => {
    const fresh = await generateKeyPairSigner()
    const signature = await rpc.requestAirdrop(fresh.address, lamports(2n * SOL)).send()
    expect(await confirmed(signature)).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await balanceOf(fresh.address)).toBe(2n * SOL)
  })

  it('a SOL transfer between dev keypairs moves exactly the amount; the sender also pays the quoted fee', async () => {
    const [from, to] = [signer(2), signer(3)]
    const amount = 1_234_000_000n
    const before = { from: await balanceOf(from.address), to: await balanceOf(to.address), slot: await rpc.getSlot().send() }
    const sent = await signedTransaction(from, [getTransferSolInstruction({ source: from, destination: to.address, amount })])
    expect(sent.fee).toBe(5000n)
    const signature = await rpc.sendTransaction(sent.base64, { encoding: 'base64' }).send()
    expect(signature).toBe(sent.signature)
    const status = await confirmed(signature)
    expect(status).toMatchObject({ err: null, status: { Ok: null }, confirmationStatus: 'finalized' })
    expect(status.slot).toBeGreaterThanOrEqual(before.slot)
    expect(await rpc.getSlot().send()).toBeGreaterThan(before.slot) // a slot per landed transaction

    expect(await balanceOf(from.address)).toBe(before.from - amount - sent.fee)
    expect(await balanceOf(to.address)).toBe(before.to + amount)
    const landed = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send()
    expect(landed?.meta?.fee).toBe(sent.fee)
    expect(landed?.transaction.message.accountKeys.slice(0, 2)).toEqual([from.address, to.address])
    for (const address of [from.address, to.address]) {
      const [latest] = await rpc.getSignaturesForAddress(address, { limit: 1 }).send()
      expect(latest).toMatchObject({ signature, err: null, confirmationStatus: 'finalized' })
    }
  })

  it('sendTransaction takes base58 wire transactions; a priority fee is charged as getFeeForMessage quotes it', async () => {
    const [from, to] = [signer(2), signer(4)]
    const before = await balanceOf(from.address)
    const sent = await signedTransaction(from, [getTransferSolInstruction({ source: from, destination: to.address, amount: 7n })], { price: 2_500_000n, limit: 10_000 })
    expect(sent.fee).toBe(5000n + 25_000n)
    const base58 = getBase58Decoder().decode(getTransactionEncoder().encode(sent.transaction))
    const signature = await rpc.sendTransaction(base58 as Parameters<typeof rpc.sendTransaction>[0]).send()
    await confirmed(signature)
    expect(await balanceOf(from.address)).toBe(before - 7n - sent.fee)
    const fees = await rpc.getRecentPrioritizationFees([from.address]).send()
    expect(fees.at(-1)?.prioritizationFee).toBe(2_500_000n)
  })

  it('an SPL token transfer (creating the recipient account) moves the tokens; the API balance and history show it', async () => {
    const [from, to] = [signer(0), await generateKeyPairSigner()]
    const { mint, decimals } = usdc()
    const [source] = await findAssociatedTokenPda({ owner: from.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const [destination] = await findAssociatedTokenPda({ owner: to.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const solBefore = await balanceOf(from.address)
    // A price without a limit: the fee uses the default limit (200 000 units per program instruction).
    const sent = await signedTransaction(
      from,
      [
        getCreateAssociatedTokenIdempotentInstruction({ payer: from, ata: destination, owner: to.address, mint }),
        getTransferCheckedInstruction({ source, mint, destination, authority: from, amount: 12_500_000n, decimals }),
      ],
      { price: 10n },
    )
    expect(sent.fee).toBe(5000n + 5n) // ceil(10 µlamports × (3000 + 200 000 + 200 000) units)
    const signature = await rpc.sendTransaction(sent.base64, { encoding: 'base64' }).send()
    expect(await confirmed(signature)).toMatchObject({ err: null })
    expect(await balanceOf(from.address)).toBe(solBefore - sent.fee - ATA_RENT)

    const { value: held } = await rpc.getTokenAccountsByOwner(to.address, { mint }, { encoding: 'jsonParsed' }).send()
    expect(held[0]?.account.data.parsed.info.tokenAmount).toMatchObject({ amount: '12500000', uiAmountString: '12.5' })
    const landed = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send()
    expect(landed?.meta?.postTokenBalances?.find((balance) => balance.owner === to.address)?.uiTokenAmount.uiAmountString).toBe('12.5')
    // The source token account names the transaction; the owner's wallet address does too (it signed).
    expect((await rpc.getSignaturesForAddress(source, { limit: 1 }).send())[0]?.signature).toBe(signature)

    const { services } = servicesFor(devnet)
    const network = { caipNetworkId: devnet.solana.caipNetworkId as `solana:${string}` }
    const { balances } = await services.blockchain.getBalance({ address: to.address, network })
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'USDC', chainId: devnet.solana.caipNetworkId, address: `${devnet.solana.caipNetworkId}:${mint}`, quantity: { decimals: '6', numeric: '12.5' }, value: 12.5 }),
    ])
    const received = await services.blockchain.getTransactions({ account: to.address, chainId: devnet.solana.caipNetworkId })
    expect(received.data[0]?.metadata).toMatchObject({ hash: signature, operationType: 'receive', sentFrom: from.address, sentTo: to.address, status: 'confirmed', chain: devnet.solana.caipNetworkId })
    expect(received.data[0]?.transfers).toMatchObject([{ direction: 'in', quantity: { numeric: '12.5' }, fungible_info: { symbol: 'USDC' } }])
    const sentHistory = await services.blockchain.getTransactions({ account: from.address, chainId: devnet.solana.caipNetworkId })
    expect(sentHistory.data[0]?.metadata).toMatchObject({ hash: signature, operationType: 'send' })
    // The sender paid the new token account's rent in SOL, and sent the tokens.
    expect(sentHistory.data[0]?.transfers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ direction: 'out', quantity: { numeric: '12.5' }, fungible_info: expect.objectContaining({ symbol: 'USDC' }) }),
        expect.objectContaining({ direction: 'out', quantity: { numeric: '0.00203928' }, fungible_info: expect.objectContaining({ symbol: 'SOL' }) }),
      ]),
    )
  })

  it('API: SOL in 9 decimals live from the ledger, the seeded history newest first with cursor pages', async () => {
    const api = (path: string) => {
      const url = new URL(path, devnet.urls.api)
      url.searchParams.set('projectId', 'portico-test')
      return fetch(url).then(async (response) => ({ status: response.status, body: await response.json() }))
    }
    const caip = devnet.solana.caipNetworkId
    const bob = signer(1).address
    const lamportsNow = await balanceOf(bob)
    const balance = await api(`/v1/account/${bob}/balance?chainId=${caip}`)
    expect(balance.status).toBe(200)
    const sol = balance.body.balances.find((entry: { symbol: string }) => entry.symbol === 'SOL')
    expect(sol).toMatchObject({ name: 'Solana', chainId: caip, quantity: { decimals: '9', numeric: (Number(lamportsNow) / 1e9).toString() } })
    expect(sol.address).toBeUndefined()
    // No chain id: a base58 address is a Solana account.
    expect((await api(`/v1/account/${bob}/balance`)).body).toEqual(balance.body)

    const first = await api(`/v1/account/${bob}/history?chainId=${caip}&limit=2`)
    expect(first.body.data).toHaveLength(2)
    expect(first.body.next).toBe('2')
    const rest = await api(`/v1/account/${bob}/history?chainId=${caip}&cursor=2`)
    const all = [...first.body.data, ...rest.body.data]
    const times = all.map((tx: { metadata: { minedAt: string } }) => Date.parse(tx.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    // Seeded: the faucet's 1000 SOL, then 1.5 SOL and 25 USDC from #0.
    const oldest = all.slice(-3).map((tx: { transfers: { direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } }[] }) => tx.transfers[0])
    expect(oldest).toMatchObject([
      { direction: 'in', quantity: { numeric: '25' }, fungible_info: { symbol: 'USDC' } },
      { direction: 'in', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'SOL' } },
      { direction: 'in', quantity: { numeric: '1000' }, fungible_info: { symbol: 'SOL' } },
    ])

    expect((await api(`/v1/account/0xnot-base58/balance?chainId=${caip}`)).status).toBe(400)
    expect((await api(`/v1/account/${bob}/history?chainId=${caip}&cursor=abc`)).status).toBe(400)
  })

  it('a failing transfer: preflight answers -32002 with logs; with skipPreflight it lands failed and only the fee is charged', async () => {
    const payer = await generateKeyPairSigner()
    await confirmed(await rpc.requestAirdrop(payer.address, lamports(SOL)).send())
    const sent = await signedTransaction(payer, [getTransferSolInstruction({ source: payer, destination: signer(1).address, amount: 5n * SOL })])

    const rejected = await request('sendTransaction', [sent.base64, { encoding: 'base64' }])
    expect(rejected.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1' })
    expect(rejected.error?.data?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(rejected.error?.data?.logs?.join('\n')).toMatch(/insufficient lamports/)
    expect(await balanceOf(payer.address)).toBe(SOL)

    const signature = await rpc.sendTransaction(sent.base64, { encoding: 'base64', skipPreflight: true }).send()
    // kit reads every JSON integer as a bigint.
    const failed = { InstructionError: [0n, { Custom: 1n }] }
    expect(await confirmed(signature)).toMatchObject({ err: failed, status: { Err: failed } })
    expect(await balanceOf(payer.address)).toBe(SOL - sent.fee)
    const [latest] = (await servicesFor(devnet).services.blockchain.getTransactions({ account: payer.address, chainId: devnet.solana.caipNetworkId })).data
    expect(latest?.metadata).toMatchObject({ hash: signature, status: 'failed' })
    // Sent again: already processed.
    expect((await request('sendTransaction', [sent.base64, { encoding: 'base64' }])).error?.message).toBe('Transaction simulation failed: AlreadyProcessed')
  })

  it('simulateTransaction runs an unsigned transaction without changing state and returns post-state accounts', async () => {
    const [from, to] = [signer(3), await generateKeyPairSigner()]
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(from, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
      (draft) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: from, destination: to.address, amount: SOL })], draft),
    )
    // Zero signatures, as a wallet's "simulate before signing" sends it.
    const { messageBytes } = await signTransactionMessageWithSigners(message)
    const unsigned = getBase64Decoder().decode(new Uint8Array([1, ...new Uint8Array(64), ...messageBytes]))
    const { value } = await rpc
      .simulateTransaction(unsigned as Parameters<typeof rpc.simulateTransaction>[0], { encoding: 'base64', replaceRecentBlockhash: true, accounts: { addresses: [to.address], encoding: 'base64' } })
      .send()
    expect(value.err).toBeNull()
    expect(value.logs?.join('\n')).toMatch(/Program 11111111111111111111111111111111 success/)
    expect(value.accounts[0]?.lamports).toBe(SOL)
    expect(value.replacementBlockhash?.blockhash).toBeTypeOf('string')
    expect(await balanceOf(to.address)).toBe(0n)
  })

  it('bad input gets JSON-RPC errors: -32700, -32600, -32601, -32602, -32003, preflight BlockhashNotFound; batches answer in order', async () => {
    expect((await call('{not json')).error).toMatchObject({ code: -32700 })
    expect((await call([])).error).toMatchObject({ code: -32600 })
    expect((await call({ id: 1, method: 'getSlot' })).error).toMatchObject({ code: -32600 })
    expect((await request('eth_blockNumber')).error).toEqual({ code: -32601, message: 'Method not found' })
    expect((await request('getBalance', ['not-an-address'])).error).toEqual({ code: -32602, message: 'Invalid params: params[0] must be a base58-encoded 32-byte address' })
    expect((await request('getBalance')).error?.message).toBe('Invalid params: missing params[0] (address)')
    expect((await request('getBalance', [signer(0).address, { commitment: 'soon' }])).error?.code).toBe(-32602)
    expect((await request('getSlot', [{ minContextSlot: 10 ** 12 }])).error?.code).toBe(-32016)
    expect((await request('sendTransaction', ['%%%', { encoding: 'base64' }])).error).toEqual({ code: -32602, message: 'Invalid params: the transaction is not valid base64' })
    expect((await request('sendTransaction', ['AQID', { encoding: 'base64' }])).error?.message).toMatch(/^Invalid params: failed to deserialize the transaction/)
    expect((await request('requestAirdrop', [signer(0).address, -1])).error?.code).toBe(-32602)
    expect((await request('getSignatureStatuses', [['nope']])).error?.code).toBe(-32602)
    expect((await request('getTokenAccountsByOwner', [signer(0).address, { programId: signer(1).address }])).error?.message).toMatch(/unrecognized Token program id/)
    // A 165-byte token account does not fit the default base58 encoding (agave's rule).
    expect((await request('getTokenAccountsByOwner', [signer(0).address, { mint: usdc().mint }])).error?.message).toMatch(/less than 128 bytes/)

    const sent = await signedTransaction(signer(4), [getTransferSolInstruction({ source: signer(4), destination: signer(0).address, amount: 1n })])
    const tampered = getBase64Encoder().encode(sent.base64).slice()
    tampered[1] = (tampered[1] ?? 0) ^ 0xff // inside the first signature
    expect((await request('sendTransaction', [getBase64Decoder().decode(tampered), { encoding: 'base64' }])).error).toEqual({ code: -32003, message: 'Transaction signature verification failure' })

    const stale = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(signer(4), draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: signer(4).address as unknown as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0]['blockhash'], lastValidBlockHeight: 0n }, draft),
      (draft) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: signer(4), destination: signer(0).address, amount: 2n })], draft),
    )
    const staleWire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(stale))
    expect((await request('sendTransaction', [staleWire, { encoding: 'base64' }])).error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: BlockhashNotFound' })

    const batch = (await call([
      { jsonrpc: '2.0', id: 'a', method: 'sendTransaction', params: [sent.base64, { encoding: 'base64' }] },
      { jsonrpc: '2.0', id: 'b', method: 'getSignatureStatuses', params: [[sent.signature]] },
      { jsonrpc: '2.0', id: 'c', method: 'nope' },
    ])) as unknown as { id: string; result?: { value?: unknown[] }; error?: { code: number } }[]
    expect(batch.map((reply) => reply.id)).toEqual(['a', 'b', 'c'])
    expect(batch[0]?.result).toBe(sent.signature)
    expect(batch[1]?.result?.value?.[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(batch[2]?.error?.code).toBe(-32601)
  })

  it('devnet fault injection covers the Solana RPC', async () => {
    devnet.faults.add({ pattern: '/', mode: '500', method: 'POST', count: 1 })
    const response = await fetch(devnet.urls.solanaRpc, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }) })
    expect(response.status).toBe(500)
    expect((await request('getSlot')).result).toBeTypeOf('number')
  })

  it('stops cleanly and no request left 127.0.0.1', async () => {
    expect(guard.outside).toEqual([])
    await devnet.stop()
    await expect(fetch(devnet.urls.solanaRpc, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
