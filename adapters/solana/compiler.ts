/**
 * Solana transactions compiled by `@solana/kit` with the System and Token programs' own instruction
 * builders (`@solana-program/system`, `@solana-program/token`). This module is a chunk of its own, loaded
 * when the first transaction is built (transfers.ts, gas.ts): the kit stays out of the adapter's first load.
 */
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  isAddress,
  isBlockhash,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTransferInstruction } from '@solana-program/token'
import { invalidInput } from './messages'
import type { TokenTransferPlan } from './token-transfer'

const MAX_U64 = 2n ** 64n - 1n

/** A base58 key of 32 bytes, or the adapter's clear error naming `what` (kit's own would be a numbered code). */
function key(value: string, what: string): Address {
  if (!isAddress(value)) throw invalidInput(what, value)
  return value
}

/** An amount as the programs read it (u64); out of range is refused, never wrapped. */
function u64(value: bigint): bigint {
  if (value < 0n || value > MAX_U64) throw invalidInput('amount', value)
  return value
}

/** The transaction of `instructions` paid by `from`: its message, and its one signature slot empty for the wallet to fill. */
function compile(from: string, blockhash: string, instructions: (payer: ReturnType<typeof createNoopSigner>) => Instruction[]): Transaction {
  const payer = createNoopSigner(key(from, 'Solana address'))
  if (!isBlockhash(blockhash)) throw invalidInput('blockhash', blockhash)
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    // The wallet and the node check the blockhash; the block height is not part of the wire format.
    (draft) => setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 0n }, draft),
    (draft) => appendTransactionMessageInstructions(instructions(payer), draft),
  )
  return compileTransaction(message)
}

const wire = (transaction: Transaction) => new Uint8Array(getTransactionEncoder().encode(transaction))

export interface SolTransferArgs {
  from: string
  to: string
  lamports: bigint
  blockhash: string
}

function solTransfer({ from, to, lamports, blockhash }: SolTransferArgs): Transaction {
  const destination = key(to, 'Solana address')
  return compile(from, blockhash, (source) => [getTransferSolInstruction({ source, destination, amount: u64(lamports) })])
}

/** A SOL transfer, unsigned: `from` pays and signs, the System Program moves `lamports` to `to`. */
export const solTransferTransaction = (args: SolTransferArgs): Uint8Array => wire(solTransfer(args))

/** The message of that transfer alone (what getFeeForMessage prices). */
export const solTransferMessage = (args: SolTransferArgs): Uint8Array => new Uint8Array(solTransfer(args).messageBytes)

/**
 * An SPL token transfer along `plan` (token-transfer.ts): the receiver's associated account of the mint is
 * created first (idempotently, the sender paying its rent) when the receiver has none of the program's.
 */
export async function tokenTransferTransaction(from: string, to: string, plan: TokenTransferPlan, blockhash: string): Promise<Uint8Array> {
  const owner = key(to, 'Solana address')
  const mint = key(plan.mint, 'token mint')
  const tokenProgram = key(plan.program, 'Solana program id')
  const amount = u64(plan.amount)
  const destination = plan.destination === undefined ? (await findAssociatedTokenPda({ owner, mint, tokenProgram: tokenProgram as never }))[0] : key(plan.destination, 'Solana address')
  return wire(compile(from, blockhash, (authority) => [
    ...(plan.destination ? [] : [getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata: destination, owner, mint, tokenProgram })]),
    // SPL Token and Token-2022 share the Transfer layout: the program owning the sender's account runs it.
    getTransferInstruction({ source: key(plan.source, 'Solana address'), destination, authority, amount }, { programAddress: tokenProgram as never }),
  ]))
}
