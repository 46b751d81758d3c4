import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransactionMessage,
  createTransactionMessage,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Instruction as KitInstruction,
} from '@solana/kit'
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferInstruction,
} from '@solana-program/token'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { legacyMessage } from '../../../../adapters/solana/message'
import { findProgramAddress, isOnCurve } from '../../../../adapters/solana/program-address'
import type { SolanaRpc, TokenAccount } from '../../../../adapters/solana/rpc'
import { mintOf, tokenTransferInstructions } from '../../../../adapters/solana/token-transfer'
import { testKey } from './fake-wallet'

const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

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

/** Instructions as kit decompiles a message: program, accounts with roles, data. */
function decompiled(message: Uint8Array) {
  const compiled = getCompiledTransactionMessageDecoder().decode(message)
  const instructions: readonly KitInstruction[] = decompileTransactionMessage(compiled).instructions
  return instructions.map((instruction) => ({
    program: instruction.programAddress,
    accounts: instruction.accounts?.map((account) => ({ address: account.address, role: account.role })),
    data: [...(instruction.data ?? [])],
  }))
}

const ata = async (owner: string, mint: string, tokenProgram: string = TOKEN_PROGRAM_ADDRESS) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: address(tokenProgram) as typeof TOKEN_PROGRAM_ADDRESS }))[0]

describe('solana program addresses', () => {
  it('associated token accounts derive as @solana-program/token derives them (SPL Token and Token-2022)', async () => {
    for (let round = 0; round < 8; round++) {
      const owner = testKey().address
      const mint = testKey().address
      const program: string = round % 2 ? TOKEN_2022 : TOKEN_PROGRAM_ADDRESS
      expect(await findProgramAddress([owner, program, mint], 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')).toBe(await ata(owner, mint, program))
    }
  })

  it('public keys are on the curve; derived addresses are not', async () => {
    for (let round = 0; round < 8; round++) expect(isOnCurve(testKey().publicKey)).toBe(true)
    const derived = await ata(testKey().address, testKey().address)
    expect(isOnCurve(base58.decode(derived))).toBe(false)
  })
})

describe('solana token transfer', () => {
  const from = testKey().address
  const to = testKey().address
  const mint = testKey().address

  it('a receiver without an account of the mint gets one created (idempotently), then the transfer: as kit builds them', async () => {
    const source = await ata(from, mint)
    const rpc = rpcWith({ [from]: [{ address: source, program: TOKEN_PROGRAM_ADDRESS, amount: 10_000_000n }] })
    const instructions = await tokenTransferInstructions(rpc, { from, to, token: `solana:ref:${mint}`, amount: 4_000_000n })
    const destination = await ata(to, mint)
    const kitMessage = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (draft) => setTransactionMessageFeePayer(address(from), draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(BLOCKHASH), lastValidBlockHeight: 0n }, draft),
      (draft) =>
        appendTransactionMessageInstructions(
          [
            getCreateAssociatedTokenIdempotentInstruction({ payer: { address: address(from) } as never, ata: destination, owner: address(to), mint: address(mint) }),
            getTransferInstruction({ source, destination, authority: address(from), amount: 4_000_000n }),
          ],
          draft,
        ),
    )
    const kit = decompiled(new Uint8Array(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(kitMessage))))
    expect(decompiled(legacyMessage({ payer: from, instructions, blockhash: BLOCKHASH }))).toEqual(kit)
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
    const instructions = await tokenTransferInstructions(rpc, { from, to, token: mint, amount: 25n })
    expect(instructions).toHaveLength(1)
    expect(instructions[0]?.accounts.map((account) => account.address)).toEqual([rich, existing, from])
  })

  it('DESIGN every boundary validates: too little held, a bad mint, a bad receiver, an amount past u64', async () => {
    const rpc = rpcWith({ [from]: [{ address: testKey().address, program: TOKEN_PROGRAM_ADDRESS, amount: 5n }] })
    await expect(tokenTransferInstructions(rpc, { from, to, token: mint, amount: 6n })).rejects.toThrow(`No token account of ${mint} holds 6 base units`)
    expect(() => mintOf('solana:ref:0xdeadbeef')).toThrow(expect.objectContaining({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/token mint/) }))
    await expect(tokenTransferInstructions(rpc, { from, to: 'not-base58-0OIl', token: mint, amount: 1n })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/Solana address/) })
    const plenty = rpcWith({ [from]: [{ address: testKey().address, program: TOKEN_PROGRAM_ADDRESS, amount: 2n ** 70n }] })
    await expect(tokenTransferInstructions(plenty, { from, to, token: mint, amount: 2n ** 64n })).rejects.toMatchObject({ code: 'SOLANA_INVALID_INPUT', message: expect.stringMatching(/amount/) })
  })
})
