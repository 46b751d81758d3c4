/** What every RPC method gets, and the `{ context: { slot }, value }` envelope the real RPC wraps most results in. */
import type { Faucet } from '../faucet'
import type { SolanaLedger } from '../ledger'

/** The agave version the devnet answers as (getVersion, context.apiVersion): recent enough that clients use every method. */
export const SOLANA_CORE_VERSION = '2.3.0'

export interface MethodContext {
  ledger: SolanaLedger
  faucet: Faucet
  genesisHash: string
}

/** Takes the raw `params` of a request; throws RpcError for bad input. */
export type RpcMethod = (params: unknown) => unknown

export function withContext<T>(ledger: SolanaLedger, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot() }, value }
}
