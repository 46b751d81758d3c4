/**
 * The Solana JSON-RPC reads the adapter makes, through the kernel's `jsonRpcRead`
 * (SPEC §9: 10 s timeout, 3 retries 150 ms apart). Answers are parsed: a node
 * is a trust boundary too.
 */
import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import { PorticoError, jsonRpcRead, messageIn, type Network } from '../../kernel/plugin'
import { noRpcUrl, SOLANA_MESSAGES } from './messages'

const lamports = z.number().check(z.int(), z.nonnegative())
const withContext = <T extends z.ZodMiniType>(value: T) => z.object({ value })

const balanceSchema = withContext(lamports)
const blockhashSchema = withContext(z.object({ blockhash: z.string().check(z.minLength(32), z.maxLength(44)) }))
const feeForMessageSchema = withContext(z.nullable(lamports))
const prioritizationFeesSchema = z.array(z.object({ prioritizationFee: lamports }))
const tokenAccountsSchema = withContext(
  z.array(z.object({ pubkey: z.string(), account: z.object({ data: z.tuple([z.string(), z.literal('base64')]), owner: z.string() }) })),
)

/** A token account (SPL Token or Token-2022 layout): mint 0..32, owner 32..64, amount (u64 LE) 64..72. */
export interface TokenAccount {
  address: string
  /** The token program that owns it. */
  program: string
  amount: bigint
}

const TOKEN_ACCOUNT_MIN_BYTES = 165

function tokenAccountOf({ pubkey, account }: { pubkey: string; account: { data: [string, 'base64']; owner: string } }): TokenAccount | undefined {
  const data = base64.decode(account.data[0])
  if (data.length < TOKEN_ACCOUNT_MIN_BYTES) return undefined
  let amount = 0n
  for (let index = 71; index >= 64; index--) amount = (amount << 8n) | BigInt(data[index] as number)
  return { address: pubkey, program: account.owner, amount }
}

export interface SolanaRpc {
  getBalance(address: string): Promise<bigint>
  getLatestBlockhash(): Promise<string>
  /** The base fee of a message (lamports); null when its blockhash expired. */
  getFeeForMessage(messageBase64: string): Promise<number | null>
  /** Recent priority fees, micro-lamports per compute unit. */
  getRecentPrioritizationFees(): Promise<number[]>
  /** The owner's token accounts of a mint. */
  getTokenAccounts(owner: string, mint: string): Promise<TokenAccount[]>
  /** Any other read (the app-facing provider forwards non-wallet methods here). */
  call(method: string, params?: unknown): Promise<unknown>
}

async function parsed<T>(schema: z.ZodMiniType<T>, answer: Promise<unknown>, method: string): Promise<T> {
  const result = schema.safeParse(await answer)
  if (!result.success) throw new PorticoError('SOLANA_INVALID_RPC_RESPONSE', messageIn(SOLANA_MESSAGES, 'SOLANA_INVALID_RPC_RESPONSE', method))
  return result.data
}

/** The RPC of a network (its first HTTP URL); 'No RPC url provided for chainId' when it has none. */
export function solanaRpc(network: Network, fetchFn?: typeof fetch): SolanaRpc {
  const url = network.rpcUrls.default.http[0]
  const call = (method: string, params: unknown = []) => {
    if (!url) return Promise.reject(noRpcUrl())
    return jsonRpcRead(url, method, params, fetchFn ? { fetch: fetchFn } : {})
  }
  return {
    async getBalance(address) {
      return BigInt((await parsed(balanceSchema, call('getBalance', [address, { commitment: 'confirmed' }]), 'getBalance')).value)
    },
    async getLatestBlockhash() {
      return (await parsed(blockhashSchema, call('getLatestBlockhash', [{ commitment: 'confirmed' }]), 'getLatestBlockhash')).value.blockhash
    },
    async getFeeForMessage(messageBase64) {
      return (await parsed(feeForMessageSchema, call('getFeeForMessage', [messageBase64, { commitment: 'confirmed' }]), 'getFeeForMessage')).value
    },
    async getRecentPrioritizationFees() {
      const fees = await parsed(prioritizationFeesSchema, call('getRecentPrioritizationFees', [[]]), 'getRecentPrioritizationFees')
      return fees.map((fee) => fee.prioritizationFee)
    },
    async getTokenAccounts(owner, mint) {
      const params = [owner, { mint }, { encoding: 'base64', commitment: 'confirmed' }]
      const { value } = await parsed(tokenAccountsSchema, call('getTokenAccountsByOwner', params), 'getTokenAccountsByOwner')
      return value.map(tokenAccountOf).filter((account) => account !== undefined)
    },
    call,
  }
}
