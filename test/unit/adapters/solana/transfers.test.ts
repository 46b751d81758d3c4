/**
 * The solana `transfers` capability: the SPEC §5 address rule, SOL and SPL transfers built as unsigned wire
 * transactions (any Solana wallet signs and sends them as they are), and their fee (SPEC §7).
 */
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from '../../../../adapters/solana/address'
import { createSolanaAdapter } from '../../../../adapters/solana/adapter'
import { solTransferTransaction, tokenTransferTransaction } from '../../../../adapters/solana/compiler'
import type { SolanaRpc, TokenAccount } from '../../../../adapters/solana/rpc'
import { tokenTransferPlan } from '../../../../adapters/solana/token-transfer'
import { transferTransaction } from '../../../../adapters/solana/transfers'
import { decompiled } from './decompiled'
import { fakeWallet, rpcStub, solanaNetwork, testKey, walletRegistry } from './fake-wallet'

const LOCAL = solanaNetwork()
const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

function setup(answers: Record<string, unknown> = {}) {
  const fake = fakeWallet({ name: 'Fake' })
  const rpc = rpcStub({ getLatestBlockhash: { context: { slot: 1 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } }, ...answers })
  const adapter = createSolanaAdapter({ registerWaitMs: 20 }, { wallets: walletRegistry(fake.wallet), networks: [LOCAL], fetch: rpc.fetch })
  return { adapter, fake, rpc, transfers: adapter.transfers }
}

/** An RPC with a fixed blockhash that answers getTokenAccounts from a table by owner. */
function rpcWith(accounts: Record<string, TokenAccount[]>): SolanaRpc {
  const unused = () => Promise.reject(new Error('not called'))
  return {
    getBalance: unused,
    getLatestBlockhash: async () => BLOCKHASH,
    getFeeForMessage: unused,
    getRecentPrioritizationFees: unused,
    call: unused,
    getTokenAccounts: async (owner) => accounts[owner] ?? [],
  }
}

describe('solana transfers: addresses', () => {
  it('SPEC §5: Solana address is base58 of 32 to 44 characters', () => {
    expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress('0' + '1'.repeat(33))).toBe(false) // 0 is not base58
  })

  it('SPEC §5: base58 receivers only, no checksum to fail, trimmed; one fee per transfer, never required before sending', () => {
    const { transfers } = setup()
    const receiver = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const mint = `solana:ref:So1DevTokenMint1111111111111111111111111111`
    expect([transfers.isAddress(receiver), transfers.isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'), transfers.isAddress('0OIl' + receiver.slice(4))]).toEqual([true, false, false])
    expect(transfers.failsChecksum).toBeUndefined()
    expect(transfers.normalizeAddress(` ${receiver} `)).toBe(receiver)
    expect(transfers.addressPlaceholder).toBe('Solana address')
    expect([transfers.transferGas(), transfers.transferGas(mint)]).toEqual([1n, 1n])
    expect([transfers.needsGasPrice(), transfers.needsGasPrice(mint)]).toEqual([false, false])
  })
})

describe('solana transfers: building', () => {
  it('SOL: the unsigned System Program transfer from the sender, on a fresh blockhash, for any wallet to sign', async () => {
    const { transfers } = setup()
    const [from, to] = [testKey().address, testKey().address]
    const request = await transfers.buildTransfer({ from, to, amount: 1_500_000_000n, network: LOCAL, gasPrice: 5000n })
    expect(request).toEqual({ to, value: 1_500_000_000n, transaction: expect.any(String) })
    expect(base64.decode(request.transaction as string)).toEqual(solTransferTransaction({ from, to, lamports: 1_500_000_000n, blockhash: BLOCKHASH }))
  })

  it('SPL: the token program instructions (the receiver’s account created when missing), mint bare or CAIP-10', async () => {
    const [from, to, mint] = [testKey().address, testKey().address, testKey().address]
    const source: TokenAccount = { address: testKey().address, program: TOKEN_PROGRAM, amount: 10_000_000n }
    const rpc = rpcWith({ [from]: [source] })
    const expected = await tokenTransferTransaction(from, to, await tokenTransferPlan(rpc, { from, to, token: mint, amount: 4_000_000n }), BLOCKHASH)
    expect(decompiled(expected).instructions).toHaveLength(2) // create the receiver's account, then transfer
    expect(await transferTransaction(rpc, { from, to, amount: 4_000_000n, token: `solana:ref:${mint}` })).toEqual(expected)
    expect(await transferTransaction(rpc, { from, to, amount: 4_000_000n, token: mint })).toEqual(expected)
  })

  it('a receiver that is not base58 is refused before the RPC is asked', async () => {
    const { transfers, rpc } = setup()
    await expect(transfers.buildTransfer({ from: testKey().address, to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: 1n, network: LOCAL })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT' })
    expect(rpc.calls).toEqual([])
  })

  it('the Wallet Standard wallet signs and sends the built transaction as it is', async () => {
    const { adapter, transfers, fake } = setup()
    await adapter.connect({ connectorId: 'Fake', network: LOCAL })
    const request = await transfers.buildTransfer({ from: fake.key.address, to: testKey().address, amount: 42n, network: LOCAL })
    await adapter.sendTransaction(request)
    const [input] = fake.calls.at(-1)?.args as [{ transaction: Uint8Array }]
    expect(input.transaction).toEqual(base64.decode(request.transaction as string))
  })
})

describe('solana transfers: fee', () => {
  it('SPEC §7: the standard fee from the adapter (base fee + median priority fee on 200 000 CU), in lamports', async () => {
    const fees = [0, 10, 20, 30, 40, 50, 60, 70, 80, 1000].map((fee, slot) => ({ slot, prioritizationFee: fee * 1000 }))
    const { transfers } = setup({ getRecentPrioritizationFees: fees, getFeeForMessage: { context: { slot: 1 }, value: 5000 } })
    // median 40 000 µ-lamports/CU × 200 000 CU = 8000 lamports, + 5000 base.
    expect(await transfers.gasPrice({ network: LOCAL, from: testKey().address })).toBe(13_000n)
  })
})
