/**
 * Solana gas for SPEC §7 ("Solana gas comes from the adapter and feeds
 * standard, fast and instant; price divided by 1e9"): the fee of a SOL
 * transfer in lamports (1e-9 SOL: the send form shows it in SOL).
 *
 * The choice: the base fee is what the node charges for the message
 * (getFeeForMessage on a one-signature transfer, so it follows the cluster's
 * fee rate), plus a priority fee from getRecentPrioritizationFees at the
 * median (standard), 75th percentile (fast) and 95th percentile (instant),
 * charged on the default compute-unit limit of 200 000 units. A node that
 * no longer knows the blockhash (null fee) gets the protocol's 5000 lamports
 * per signature.
 */
import { base64 } from '@scure/base'
import { loadCompiler } from './load-compiler'
import type { SolanaRpc } from './rpc'

const LAMPORTS_PER_SIGNATURE = 5000
const DEFAULT_COMPUTE_UNIT_LIMIT = 200_000n
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

/** A transfer's fee in lamports at each speed. */
export interface SolanaFees {
  standard: bigint
  fast: bigint
  instant: bigint
}

/** The value at a percentile of a sorted list (nearest rank); 0 for none. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[rank] as number
}

/** Priority fee in lamports for a price in micro-lamports per compute unit, rounded up. */
function priorityLamports(microLamportsPerUnit: number): bigint {
  const micro = BigInt(microLamportsPerUnit) * DEFAULT_COMPUTE_UNIT_LIMIT
  return (micro + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
}

export async function solanaFees(rpc: SolanaRpc, payer: string): Promise<SolanaFees> {
  const [blockhash, fees, { solTransferMessage }] = await Promise.all([rpc.getLatestBlockhash(), rpc.getRecentPrioritizationFees(), loadCompiler()])
  const message = solTransferMessage({ from: payer, to: payer, lamports: 0n, blockhash })
  const baseFee = BigInt((await rpc.getFeeForMessage(base64.encode(message))) ?? LAMPORTS_PER_SIGNATURE)
  const sorted = [...fees].sort((a, b) => a - b)
  const at = (fraction: number) => baseFee + priorityLamports(percentile(sorted, fraction))
  return { standard: at(0.5), fast: at(0.75), instant: at(0.95) }
}
