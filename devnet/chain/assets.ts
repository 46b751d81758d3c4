/** The devnet's assets: what deploy.ts creates and what the API prices and names. */
import type { Address } from 'viem'
import type { DexDeployment } from '../dex/deploy'

export const DEVNET_CHAINS = [
  { chainId: 1, name: 'Ethereum', nativeName: 'Ether' },
  { chainId: 8453, name: 'Base', nativeName: 'Ether' },
] as const
export type DevnetChainId = (typeof DEVNET_CHAINS)[number]['chainId']

export interface TokenSpec {
  symbol: 'USDC' | 'WBTC' | 'DAI'
  name: string
  decimals: number
  /** Whole tokens minted to the deployer. */
  supply: bigint
}

export const TOKENS: readonly TokenSpec[] = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, supply: 1_000_000n },
  { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, supply: 21_000n },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, supply: 1_000_000n },
]

export interface CollectionSpec {
  symbol: 'PDP' | 'SPAM'
  name: string
  /** Indexed with nft_info.flags.is_spam = true. */
  spam: boolean
}

export const COLLECTIONS: readonly CollectionSpec[] = [
  { symbol: 'PDP', name: 'Portico Devnet Punks', spam: false },
  { symbol: 'SPAM', name: 'Claim Your Free Airdrop', spam: true },
]

/** USD prices of the fixed price table (native token: ETH). */
export const PRICES_USD: Record<string, number> = { ETH: 3000, USDC: 1, WBTC: 60_000, DAI: 1 }

/** The placeholder address wallets use for a chain's native token in price requests. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface DeployedAssets {
  tokens: Record<TokenSpec['symbol'], Address>
  collections: Record<CollectionSpec['symbol'], Address>
  /** Uniswap V2 and its pools (devnet/dex). */
  dex: DexDeployment
}
