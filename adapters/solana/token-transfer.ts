/**
 * An SPL token transfer (SendTransactionArgs.token): from the sender's token account that holds enough to the
 * receiver's account of that mint, created first (idempotently, the sender paying its rent) when the receiver
 * has none. Works for SPL Token and Token-2022 mints alike: the program is the one that owns the sender's account.
 */
import { errorIn } from '../../kernel/plugin'
import { key32, u64le, type Instruction } from './message'
import { SOLANA_MESSAGES } from './messages'
import { findProgramAddress } from './program-address'
import type { SolanaRpc } from './rpc'
import { SYSTEM_PROGRAM } from './transaction'

const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** TokenInstruction::Transfer (the amount follows as u64 LE). */
const TRANSFER = 3
/** AssociatedTokenAccountInstruction::CreateIdempotent. */
const CREATE_IDEMPOTENT = 1

export interface TokenTransferArgs {
  from: string
  to: string
  /** The mint, bare or CAIP-10 ('solana:<ref>:<mint>'). */
  token: string
  amount: bigint
}

/** The mint of a token reference; throws on anything that is not a 32-byte base58 key. */
export function mintOf(token: string): string {
  const mint = token.split(':').at(-1) ?? ''
  key32(mint, 'token mint')
  return mint
}

export async function tokenTransferInstructions(rpc: SolanaRpc, { from, to, token, amount }: TokenTransferArgs): Promise<Instruction[]> {
  const mint = mintOf(token)
  key32(to, 'Solana address')
  const [held, receiving] = await Promise.all([rpc.getTokenAccounts(from, mint), rpc.getTokenAccounts(to, mint)])
  const source = held.filter((account) => account.amount >= amount).sort((a, b) => (a.amount < b.amount ? 1 : -1))[0]
  if (!source) throw errorIn(SOLANA_MESSAGES, 'SOLANA_TOKEN_BALANCE_TOO_LOW', mint, amount)
  const program = source.program
  const instructions: Instruction[] = []
  let destination = receiving.find((account) => account.program === program)?.address
  if (!destination) {
    destination = await findProgramAddress([to, program, mint], ASSOCIATED_TOKEN_PROGRAM)
    instructions.push({
      program: ASSOCIATED_TOKEN_PROGRAM,
      accounts: [
        { address: from, signer: true, writable: true },
        { address: destination, signer: false, writable: true },
        { address: to, signer: false, writable: false },
        { address: mint, signer: false, writable: false },
        { address: SYSTEM_PROGRAM, signer: false, writable: false },
        { address: program, signer: false, writable: false },
      ],
      data: [CREATE_IDEMPOTENT],
    })
  }
  instructions.push({
    program,
    accounts: [
      { address: source.address, signer: false, writable: true },
      { address: destination, signer: false, writable: true },
      { address: from, signer: true, writable: false },
    ],
    data: [TRANSFER, ...u64le(amount)],
  })
  return instructions
}
