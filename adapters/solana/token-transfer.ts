/**
 * The plan of an SPL token transfer (SendTransactionArgs.token): from the sender's token account that holds
 * enough, to the receiver's account of that mint when it has one (compiler.ts creates it otherwise). Works for
 * SPL Token and Token-2022 mints alike: the program is the one that owns the sender's account.
 */
import { errorIn } from '../../kernel/plugin'
import { isSolanaAddress } from './address'
import { invalidInput, SOLANA_MESSAGES } from './messages'
import type { SolanaRpc } from './rpc'

export interface TokenTransferArgs {
  from: string
  to: string
  /** The mint, bare or CAIP-10 ('solana:<ref>:<mint>'). */
  token: string
  amount: bigint
}

export interface TokenTransferPlan {
  mint: string
  /** The token program that owns the source account. */
  program: string
  /** The sender's account that holds `amount`. */
  source: string
  /** The receiver's account of the mint under that program; absent when it has none yet. */
  destination?: string
  amount: bigint
}

/** The mint of a token reference; the SPEC §5 rule refuses what cannot be one before the RPC is asked. */
export function mintOf(token: string): string {
  const mint = token.split(':').at(-1) ?? ''
  if (!isSolanaAddress(mint)) throw invalidInput('token mint', mint)
  return mint
}

export async function tokenTransferPlan(rpc: SolanaRpc, { from, to, token, amount }: TokenTransferArgs): Promise<TokenTransferPlan> {
  const mint = mintOf(token)
  const [held, receiving] = await Promise.all([rpc.getTokenAccounts(from, mint), rpc.getTokenAccounts(to, mint)])
  const source = held.filter((account) => account.amount >= amount).sort((a, b) => (a.amount < b.amount ? 1 : -1))[0]
  if (!source) throw errorIn(SOLANA_MESSAGES, 'SOLANA_TOKEN_BALANCE_TOO_LOW', mint, amount)
  const destination = receiving.find((account) => account.program === source.program)?.address
  return { mint, program: source.program, source: source.address, destination, amount }
}
