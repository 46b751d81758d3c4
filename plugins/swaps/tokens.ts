/**
 * The swap tokens (SPEC §3 swap token): the route's list joined with the account's balances and the prices,
 * and the picker's lists (popular, "my tokens", search).
 */
import { hasEvmAddressShape, type TokenBalance } from '../../kernel/plugin'
import type { SwapToken as RouteToken } from './routes'
import { NATIVE_TOKEN_ADDRESS, POPULAR_COUNT } from './constants'

/** What the convert/tokens route says of a token. */
type TokenMeta = Pick<RouteToken, 'name' | 'symbol' | 'address' | 'decimals' | 'logoUri' | 'eip2612'>

export interface SwapTokenInfo {
  /** CAIP-10, as the swap routes name it ('eip155:1:0x…'; the native token is 0xeeee…eeee). */
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string
  eip2612?: boolean
  /** What the account holds (absent: nothing). */
  quantity?: { decimals: string; numeric: string }
  /** USD per unit (0 when unknown). */
  price: number
  /** USD value held. */
  value: number
}

/** The contract part of a CAIP-10 or bare address, lower-case. */
export const contractOf = (address: string): string => (address.split(':').at(-1) ?? '').toLowerCase()

export const isNativeToken = (token: Pick<SwapTokenInfo, 'address'>): boolean => contractOf(token.address) === NATIVE_TOKEN_ADDRESS

export const sameToken = (a: Pick<SwapTokenInfo, 'address'> | undefined, b: Pick<SwapTokenInfo, 'address'> | undefined): boolean =>
  a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase()

function balanceOf(token: TokenMeta, balances: readonly TokenBalance[]): TokenBalance | undefined {
  const contract = contractOf(token.address)
  return balances.find((balance) => (balance.address ? contractOf(balance.address) === contract : contract === NATIVE_TOKEN_ADDRESS))
}

/** An ERC-20's decimals are a uint8: more would make parsing an amount build a string of that many digits. */
const MAX_DECIMALS = 255

/**
 * The route's tokens a swap can use: decimals a token can have (not 0, at most 255), and each address once (the
 * first entry's): the picker keys its rows and the prices are looked up by address, so a repeated entry would
 * hide a row or take the first one's price.
 */
export function usableTokens<T extends Pick<TokenMeta, 'address' | 'decimals'>>(tokens: readonly T[]): T[] {
  const seen = new Set<string>()
  return tokens.filter((token) => {
    const address = token.address.toLowerCase()
    const usable = Number.isInteger(token.decimals) && token.decimals > 0 && token.decimals <= MAX_DECIMALS && !seen.has(address)
    seen.add(address)
    return usable
  })
}

/** The (usable) tokens with what the account holds and their prices (keyed by CAIP-10, lower-case). */
export function joinTokens(tokens: readonly TokenMeta[], balances: readonly TokenBalance[], prices: Record<string, number>): SwapTokenInfo[] {
  return tokens.map((token) => {
    const held = balanceOf(token, balances)
    const price = prices[token.address.toLowerCase()] ?? held?.price ?? 0
    const numeric = Number(held?.quantity.numeric ?? 0)
    return {
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri,
      eip2612: token.eip2612,
      quantity: held && numeric > 0 ? held.quantity : undefined,
      price,
      value: numeric * price,
    }
  })
}

/** "My tokens": what the account holds, most valuable first. */
export const myTokens = (tokens: readonly SwapTokenInfo[]): SwapTokenInfo[] =>
  tokens.filter((token) => token.quantity !== undefined).sort((a, b) => b.value - a.value)

/** The first tokens of the route's list (it lists the popular ones first). */
export const popularTokens = (tokens: readonly SwapTokenInfo[]): SwapTokenInfo[] => tokens.slice(0, POPULAR_COUNT)

/**
 * Search by symbol, name or contract address (trimmed, case-insensitive, the 0x optional). An address finds
 * the token whose contract has exactly its digits: a mistyped one finds nothing, and nothing is sent from
 * here, so the EIP-55 checksum (and the hash it needs) is left to where funds go.
 */
export function searchTokens(tokens: readonly SwapTokenInfo[], text: string): SwapTokenInfo[] {
  const query = text.trim().toLowerCase()
  if (!query) return [...tokens]
  const contract = hasEvmAddressShape(query) ? `0x${query.slice(-40)}` : undefined
  return tokens.filter((token) => token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query) || contractOf(token.address) === contract)
}
