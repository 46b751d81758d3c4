import { AccountRole, address } from '@solana/kit'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { tokenTransferTransaction } from '../../../../adapters/solana/compiler'
import type { SolanaRpc, TokenAccount } from '../../../../adapters/solana/rpc'
import { mintOf, tokenTransferPlan } from '../../../../adapters/solana/token-transfer'
import { decompiled, u64le } from './decompiled'
import { testKey } from './fake-wallet'

const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** An RPC that answers getTokenAccounts from a table by owner; the other reads are not called. */
function rpcWith(accounts: Record<string, TokenAccount[]>): SolanaRpc {
  const unused = () => Promise.reject(new Error('not called'))
  return {
    getBalance: unused,
    getLatestBlockhash: unused,
    getFeeForMessage: unused,
    getRecentPrioritizationFees: unused,
    call: unused,
    getTokenAccounts: async (owner) => accounts[owner] ?? [],
  }
}

const ata = async (owner: string, mint: string, tokenProgram: string = TOKEN_PROGRAM_ADDRESS) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: address(tokenProgram) as typeof TOKEN_PROGRAM_ADDRESS }))[0] as string

describe('solana token transfer', () => {
  const from = testKey().address
  const to = testKey().address
  const mint = testKey().address

  it('a receiver without an account of the mint gets its associated account created (idempotently), then the transfer (SPL Token and Token-2022)', async () => {
    for (const program of [TOKEN_PROGRAM_ADDRESS as string, TOKEN_2022]) {
      const source = testKey().address
      const rpc = rpcWith({ [from]: [{ address: source, program, amount: 10_000_000n }] })
      const plan = await tokenTransferPlan(rpc, { from, to, token: `solana:ref:${mint}`, amount: 4_000_000n })
      expect(plan).toEqual({ mint, program, source, destination: undefined, amount: 4_000_000n })
      // The receiver's account: owner `to` (not the sender), under the program that owns the sender's account.
      const destination = await ata(to, mint, program)
      expect(decompiled(await tokenTransferTransaction(from, to, plan, BLOCKHASH))).toMatchObject({
        signers: [from],
        feePayer: from,
        instructions: [
          {
            program: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
            accounts: [
              { address: from, role: AccountRole.WRITABLE_SIGNER },
              { address: destination, role: AccountRole.WRITABLE },
              { address: to, role: AccountRole.READONLY },
              { address: mint, role: AccountRole.READONLY },
              { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
              { address: program, role: AccountRole.READONLY },
            ],
            data: [1],
          },
          {
            program,
            accounts: [
              { address: source, role: AccountRole.WRITABLE },
              { address: destination, role: AccountRole.WRITABLE },
              // The message gives an account its strongest role: the authority is also the writable fee payer.
              { address: from, role: AccountRole.WRITABLE_SIGNER },
            ],
            data: [3, ...u64le(4_000_000n)],
          },
        ],
      })
    }
  })

  it("a receiver's existing account of the mint is used as is; the sender's account that holds enough is the source", async () => {
    const existing = testKey().address
    const rich = testKey().address
    const rpc = rpcWith({
      [from]: [
        { address: testKey().address, program: TOKEN_PROGRAM_ADDRESS, amount: 1n },
        { address: rich, program: TOKEN_PROGRAM_ADDRESS, amount: 50n },
      ],
      [to]: [{ address: existing, program: TOKEN_PROGRAM_ADDRESS, amount: 0n }],
    })
    const plan = await tokenTransferPlan(rpc, { from, to, token: mint, amount: 25n })
    expect(plan).toMatchObject({ source: rich, destination: existing })
    const { instructions } = decompiled(await tokenTransferTransaction(from, to, plan, BLOCKHASH))
    expect(instructions).toHaveLength(1)
    expect(instructions[0]?.accounts?.map((account) => account.address)).toEqual([rich, existing, from])
  })

  it('DESIGN every boundary validates: too little held, a bad mint, a bad receiver, an amount past u64', async () => {
    const rpc = rpcWith({ [from]: [{ address: testKey().address, program: TOKEN_PROGRAM_ADDRESS, amount: 5n }] })
    await expect(tokenTransferPlan(rpc, { from, to, token: mint, amount: 6n })).rejects.toThrow(`No token account of ${mint} holds 6 base units`)
    expect(() => mintOf('solana:ref:0xdeadbeef')).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/token mint/) }))
    const plenty = rpcWith({ [from]: [{ address: testKey().address, program: TOKEN_PROGRAM_ADDRESS, amount: 2n ** 70n }] })
    const plan = await tokenTransferPlan(plenty, { from, to, token: mint, amount: 1n })
    await expect(tokenTransferTransaction(from, 'not-base58-0OIl', plan, BLOCKHASH)).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/Solana address/) })
    await expect(tokenTransferTransaction(from, to, { ...plan, amount: 2n ** 64n }, BLOCKHASH)).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/amount/) })
    // A 32-to-44-character base58 text that is not 32 bytes passes the address rule but not the kit's key check.
    await expect(tokenTransferTransaction(from, to, { ...plan, mint: '1'.repeat(40) }, BLOCKHASH)).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/token mint/) })
  })
})
