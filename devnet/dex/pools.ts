/**
 * The devnet's pools and how swaps route through them. Each pool is seeded
 * with the same USD depth on both sides at the devnet's price table, so a
 * pool's starting price equals PRICES_USD and /v1/fungible/price can keep
 * serving that table (swaps then move pool prices a little, as on a real DEX).
 */
import { parseUnits, type Address } from 'viem'
import { PRICES_USD, TOKENS, type DeployedAssets, type TokenSpec } from '../chain/assets'

/** ETH is the chain's native token; inside the pools it is WETH. */
export type SwapAsset = 'ETH' | TokenSpec['symbol']

export const POOLS = [
  { name: 'ETH/USDC', assets: ['ETH', 'USDC'], usdPerSide: 300_000 },
  { name: 'ETH/DAI', assets: ['ETH', 'DAI'], usdPerSide: 300_000 },
  { name: 'ETH/WBTC', assets: ['ETH', 'WBTC'], usdPerSide: 300_000 },
  { name: 'USDC/DAI', assets: ['USDC', 'DAI'], usdPerSide: 100_000 },
] as const satisfies readonly { name: string; assets: readonly [SwapAsset, SwapAsset]; usdPerSide: number }[]

export type PoolName = (typeof POOLS)[number]['name']

export const decimalsOf = (asset: SwapAsset): number => (asset === 'ETH' ? 18 : (TOKENS.find((token) => token.symbol === asset)?.decimals ?? 18))

/** Base units of `asset` worth `usd` at the price table. */
export function amountForUsd(asset: SwapAsset, usd: number): bigint {
  const price = PRICES_USD[asset]
  if (!price) throw new Error(`devnet dex: no price for ${asset}`)
  return parseUnits(String(usd / price), decimalsOf(asset))
}

/** The pool's token address for an asset: WETH stands in for ETH. */
export const poolToken = (asset: SwapAsset, tokens: DeployedAssets['tokens'], weth: Address): Address => (asset === 'ETH' ? weth : tokens[asset])

const hasPool = (a: SwapAsset, b: SwapAsset) => POOLS.some(({ assets }) => (assets[0] === a && assets[1] === b) || (assets[0] === b && assets[1] === a))

/** The router path from one asset to another: direct when a pool exists, else through WETH. */
export function swapPath(from: SwapAsset, to: SwapAsset, tokens: DeployedAssets['tokens'], weth: Address): Address[] {
  const hops: SwapAsset[] = hasPool(from, to) ? [from, to] : [from, 'ETH', to]
  return hops.map((asset) => poolToken(asset, tokens, weth))
}
