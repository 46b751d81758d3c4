/** Quotes and Router02 calldata for exact-input swaps between the devnet's assets. */
import { encodeFunctionData, hexToBigInt, numberToHex, type Address, type Hex, type PublicClient } from 'viem'
import type { DeployedAssets } from '../chain/assets'
import { routerAbi } from './abi'
import type { DexDeployment } from './deploy'
import { swapPath, type SwapAsset } from './pools'

export interface SwapRoute {
  from: SwapAsset
  to: SwapAsset
  path: Address[]
}

export function routeOf(from: SwapAsset, to: SwapAsset, dex: DexDeployment, tokens: DeployedAssets['tokens']): SwapRoute {
  return { from, to, path: swapPath(from, to, tokens, dex.weth) }
}

/** What the pools pay now for `amountIn`: Router02's getAmountsOut over the real reserves. Throws when the pools cannot price it. */
export async function quoteExactIn(client: PublicClient, dex: DexDeployment, route: SwapRoute, amountIn: bigint): Promise<bigint> {
  const amounts = await client.readContract({ address: dex.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, route.path] })
  const out = amounts[amounts.length - 1]
  if (out === undefined) throw new Error('getAmountsOut returned no amounts')
  return out
}

/** The least output a quote may drop to: `slippagePercent` below it, in basis points so 0.5 % works. */
export const minimumOut = (quoted: bigint, slippagePercent: number): bigint => (quoted * BigInt(10_000 - Math.round(slippagePercent * 100))) / 10_000n

export interface SwapCallArgs {
  route: SwapRoute
  amountIn: bigint
  amountOutMin: bigint
  recipient: Address
  /** Unix seconds, checked against the block time. */
  deadline: bigint
}

/** The router call for the route's direction, and the native value it carries. */
export function swapCall({ route, amountIn, amountOutMin, recipient, deadline }: SwapCallArgs): { data: Hex; value: bigint } {
  const { path } = route
  if (route.from === 'ETH') {
    return { data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [amountOutMin, path, recipient, deadline] }), value: amountIn }
  }
  const functionName = route.to === 'ETH' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return { data: encodeFunctionData({ abi: routerAbi, functionName, args: [amountIn, amountOutMin, path, recipient, deadline] }), value: 0n }
}

/**
 * The node's gas estimate for a swap run one second after the latest block. A pool updated in the latest block
 * skips its price accumulators for a swap in that same second, so an estimate made then falls short (by some 45,000
 * gas on a pool's first update) of the swap the user confirms a moment later, which would run out of gas on chain.
 * A later second is the dearer path: the estimate covers the swap whenever it lands. anvil reads block overrides
 * from eth_estimateGas's fourth param, which viem's estimateGas does not send.
 */
export async function estimateSwapGas(client: PublicClient, call: { from: Address; to: Address; data: Hex; value: bigint }, latestTimestamp: bigint): Promise<bigint> {
  const request = client.request as unknown as (args: { method: 'eth_estimateGas'; params: unknown[] }) => Promise<Hex>
  const params = [{ ...call, value: numberToHex(call.value) }, 'latest', {}, { time: numberToHex(latestTimestamp + 1n) }]
  return hexToBigInt(await request({ method: 'eth_estimateGas', params }))
}
