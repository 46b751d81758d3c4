/**
 * The solana `transfers` capability: the SPEC §5 address rule, a SOL or SPL token transfer built as an
 * unsigned wire transaction, and its fee (SPEC §7: Solana gas comes from the adapter). Whichever wallet is
 * connected signs and sends the transaction as it is (SendTransactionArgs.transaction): this adapter's
 * Wallet Standard wallets, WalletConnect and the embedded wallet alike.
 */
import { base64 } from '@scure/base'
import type { Network, Transfers } from '../../kernel/plugin'
import { isSolanaAddress } from './address'
import { solanaFees } from './gas'
import { loadCompiler } from './load-compiler'
import { invalidInput } from './messages'
import type { SolanaRpc } from './rpc'
import { tokenTransferPlan } from './token-transfer'

export interface TransferTransactionArgs {
  from: string
  to: string
  /** Lamports, or base units of `token`. */
  amount: bigint
  /** The SPL token's mint, bare or CAIP-10; absent for SOL. */
  token?: string
}

/** The unsigned transaction of a transfer, on a fresh blockhash of the network behind `rpc`, compiled by the kit chunk. */
export async function transferTransaction(rpc: SolanaRpc, { from, to, amount, token }: TransferTransactionArgs): Promise<Uint8Array> {
  if (!isSolanaAddress(to)) throw invalidInput('Solana address', to)
  const [blockhash, plan, compiler] = await Promise.all([
    rpc.getLatestBlockhash(),
    token === undefined ? undefined : tokenTransferPlan(rpc, { from, to, token, amount }),
    loadCompiler(),
  ])
  return plan ? compiler.tokenTransferTransaction(from, to, plan, blockhash) : compiler.solTransferTransaction({ from, to, lamports: amount, blockhash })
}

export function solanaTransfers(rpcOf: (network: Network) => SolanaRpc): Transfers {
  return {
    isAddress: isSolanaAddress,
    normalizeAddress: (value) => value.trim(),
    addressPlaceholder: 'Solana address',
    // A transfer costs one fee: one "gas unit" at that price, which nothing waits for before sending.
    transferGas: () => 1n,
    needsGasPrice: () => false,
    async gasPrice({ network, from }) {
      return (await solanaFees(rpcOf(network), from)).standard
    },
    async buildTransfer({ from, to, amount, token, network }) {
      const transaction = await transferTransaction(rpcOf(network), { from, to, amount, token })
      return { to, value: amount, transaction: base64.encode(transaction) }
    },
  }
}
