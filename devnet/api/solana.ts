/**
 * The Blockchain API's balance and history routes for the Solana devnet
 * (SPEC §7: balance and activity chains are eip155 and solana), read
 * in-process from the litesvm ledger and answered in the EVM routes' shapes
 * (balances.ts, history.ts). Amounts come from each transaction's balance
 * changes, as the real RPC's meta reports them: SOL moved (the fee payer's fee
 * left out) and token amounts by token-account owner.
 */
import { isAddress, type Address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { formatUnits } from 'viem'
import { PRICES_USD } from '../chain/assets'
import type { LandedTransaction, SolanaDevnet } from '../solana'
import { readTokenAccount, type RpcTokenBalance } from '../solana/token'
import type { ApiTokenBalance, IconUrl } from './balances'
import { HISTORY_PAGE_SIZE, type ApiTransaction, type HistoryQuery } from './history'

export type SolanaSource = Pick<SolanaDevnet, 'info' | 'ledger'>
type ApiTransfer = ApiTransaction['transfers'][number]
type Reply = [status: number, body: unknown]

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }
/** Dev price of SOL in USD (the EVM tokens' prices are in chain/assets.ts). */
export const SOL_PRICE_USD = 150
const priceOf = (symbol: string) => (symbol === SOL.symbol ? SOL_PRICE_USD : (PRICES_USD[symbol] ?? 0))

/** A request for the Solana devnet: its chain id, or no chain id and a base58 address. */
export function isSolanaRequest(solana: SolanaSource | undefined, account: string, chainId: string | null | undefined): solana is SolanaSource {
  if (!solana) return false
  return chainId ? chainId === solana.info.caipNetworkId : isAddress(account)
}

const invalidAddress = (account: string): Reply => [400, { message: `Invalid Solana address: ${account}` }]

function tokenAmountOf(solana: SolanaSource, owner: Address, mint: Address): bigint {
  let amount = 0n
  for (const account of solana.ledger.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
    const token = readTokenAccount({ ...account, exists: true })
    if (token && token.owner === owner && token.mint === mint) amount += token.amount
  }
  return amount
}

/** GET /v1/account/{address}/balance?chainId=solana:…: SOL (9 decimals) and the dev tokens, live from the ledger. */
export function solanaBalanceReply(solana: SolanaSource, owner: string, iconUrl: IconUrl): Reply {
  if (!isAddress(owner)) return invalidAddress(owner)
  const chainId = solana.info.caipNetworkId
  const entry = (name: string, symbol: string, decimals: number, amount: bigint, address?: string): ApiTokenBalance => {
    const numeric = formatUnits(amount, decimals)
    const price = priceOf(symbol)
    return { name, symbol, chainId, ...(address ? { address } : {}), value: Number(numeric) * price, price, quantity: { decimals: String(decimals), numeric }, iconUrl: iconUrl('token', symbol) }
  }
  const balances: ApiTokenBalance[] = []
  const account = solana.ledger.getAccount(owner)
  if (account.exists && account.lamports > 0n) balances.push(entry(SOL.name, SOL.symbol, SOL.decimals, account.lamports))
  for (const token of solana.info.tokens) {
    const amount = tokenAmountOf(solana, owner, token.mint)
    if (amount > 0n) balances.push(entry(token.name, token.symbol, token.decimals, amount, `${chainId}:${token.mint}`))
  }
  return [200, { balances }]
}

interface Movement {
  /** undefined for SOL. */
  mint?: Address
  /** Signed: positive into the account. */
  amount: bigint
  decimals: number
}

function tokenTotals(balances: RpcTokenBalance[], owner: Address): Map<Address, { amount: bigint; decimals: number }> {
  const totals = new Map<Address, { amount: bigint; decimals: number }>()
  for (const balance of balances) {
    if (balance.owner !== owner) continue
    const total = totals.get(balance.mint) ?? { amount: 0n, decimals: balance.uiTokenAmount.decimals }
    totals.set(balance.mint, { ...total, amount: total.amount + BigInt(balance.uiTokenAmount.amount) })
  }
  return totals
}

/** Token movements first: a token transfer that also paid rent for the receiver's new account reads as the token transfer. */
function movementsOf(landed: LandedTransaction, owner: Address): Movement[] {
  const movements: Movement[] = []
  const before = tokenTotals(landed.preTokenBalances, owner)
  const after = tokenTotals(landed.postTokenBalances, owner)
  for (const mint of new Set([...before.keys(), ...after.keys()])) {
    const amount = (after.get(mint)?.amount ?? 0n) - (before.get(mint)?.amount ?? 0n)
    const decimals = after.get(mint)?.decimals ?? before.get(mint)?.decimals ?? 0
    if (amount !== 0n) movements.push({ mint, amount, decimals })
  }
  const index = landed.accountKeys.indexOf(owner)
  if (index >= 0) {
    // The fee payer (key 0) paid the fee; that is not a transfer.
    const moved = (landed.postBalances[index] ?? 0n) - (landed.preBalances[index] ?? 0n) + (index === 0 ? landed.fee : 0n)
    if (moved !== 0n) movements.push({ amount: moved, decimals: SOL.decimals })
  }
  return movements
}

const involves = (landed: LandedTransaction, owner: Address) =>
  landed.accountKeys.includes(owner) || [...landed.preTokenBalances, ...landed.postTokenBalances].some((balance) => balance.owner === owner)

/** Who the transaction paid: the first token owner, else the first account, that gained; else the first program called. */
function recipientOf(landed: LandedTransaction): Address {
  const payer = landed.accountKeys[0]
  const before = new Map(landed.preTokenBalances.map((balance) => [balance.accountIndex, BigInt(balance.uiTokenAmount.amount)]))
  const tokenGainer = landed.postTokenBalances.find((balance) => balance.owner !== payer && BigInt(balance.uiTokenAmount.amount) > (before.get(balance.accountIndex) ?? 0n))
  if (tokenGainer) return tokenGainer.owner
  const gainer = landed.accountKeys.find((_, i) => i > 0 && (landed.postBalances[i] ?? 0n) > (landed.preBalances[i] ?? 0n))
  const firstProgram = landed.message.staticAccounts[landed.message.instructions[0]?.programAddressIndex ?? 0]
  return gainer ?? firstProgram ?? (payer as Address)
}

function toApiTransfer(solana: SolanaSource, movement: Movement, iconUrl: IconUrl): ApiTransfer {
  const token = movement.mint ? solana.info.tokens.find((candidate) => candidate.mint === movement.mint) : undefined
  const symbol = movement.mint ? (token?.symbol ?? 'UNKNOWN') : SOL.symbol
  const name = movement.mint ? (token?.name ?? 'Unknown token') : SOL.name
  const numeric = formatUnits(movement.amount < 0n ? -movement.amount : movement.amount, movement.decimals)
  const price = priceOf(symbol)
  return { fungible_info: { name, symbol, icon: { url: iconUrl('token', symbol) } }, direction: movement.amount > 0n ? 'in' : 'out', quantity: { numeric }, value: Number(numeric) * price, price }
}

/** GET /v1/account/{address}/history?chainId=solana:…: newest first, the same cursor pages as the EVM history. */
export function solanaHistoryReply(solana: SolanaSource, query: HistoryQuery, iconUrl: IconUrl): Reply {
  const owner = query.account
  if (!isAddress(owner)) return invalidAddress(owner)
  const offset = query.cursor ? Number(query.cursor) : 0
  if (!Number.isSafeInteger(offset) || offset < 0) return [400, { message: `Invalid cursor: ${query.cursor}` }]
  const rows = solana.ledger.transactions().filter((landed) => involves(landed, owner)).reverse()
  const limit = query.limit ?? HISTORY_PAGE_SIZE
  const chain = solana.info.caipNetworkId
  const data: ApiTransaction[] = rows.slice(offset, offset + limit).map((landed) => {
    const movements = movementsOf(landed, owner)
    const operationType = movements.some((movement) => movement.amount < 0n) ? 'send' : movements.length > 0 ? 'receive' : 'execute'
    return {
      id: `${landed.signature}:${chain}`,
      metadata: {
        operationType,
        hash: landed.signature,
        minedAt: new Date(landed.blockTime * 1000).toISOString(),
        sentFrom: landed.accountKeys[0] ?? owner,
        sentTo: recipientOf(landed),
        status: landed.err ? 'failed' : 'confirmed',
        // Solana accounts have no nonce.
        nonce: 0,
        chain,
      },
      transfers: movements.map((movement) => toApiTransfer(solana, movement, iconUrl)),
    }
  })
  return [200, { data, next: offset + limit < rows.length ? String(offset + limit) : null }]
}
