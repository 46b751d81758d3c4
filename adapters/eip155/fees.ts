/**
 * What a unit of gas costs on an eip155 network.
 *
 * - The Blockchain API's gas-price route, on the chains that API serves: a network its supported chains (SPEC §7)
 *   leave out is refused with SPEC §8's 'Network not supported for Gas Price' before its price is asked for. The
 *   supported chains are asked once per adapter; while that call fails they are unknown (nothing is refused) and
 *   are asked again next time.
 * - The network's own node, for a contract call when that route failed: the latest block's base fee times 1.2
 *   (SPEC §9) plus the priority fee the node suggests; a chain without EIP-1559 base fees answers eth_gasPrice. A
 *   node that has no latest block is SPEC §8's 'Block at … could not be found.'
 */
import * as z from 'zod/mini'
import { PROVIDER_MESSAGES, errorIn, jsonRpcRead, type CaipNetworkId, type GasPrice } from '../../kernel/plugin'
import { BASE_FEE_MULTIPLIER } from './constants'
import { GAS_MESSAGES } from './errors'
import { hexQuantitySchema, parseWalletResponse } from './wallet-responses'

/** The gas-price route (SPEC §7 `convert/gas-price`); it resolves to zeros when it fails (SPEC §8 fallback). */
export type GasPrices = (chainId: CaipNetworkId) => Promise<GasPrice>

/** The chains the Blockchain API serves (SPEC §7 `supported-chains`); undefined when it did not answer. */
export type ServedChains = () => Promise<readonly string[] | undefined>

/** `gasPrices` refusing, with 'Network not supported for Gas Price', the chains `servedChains` leaves out. */
export function servedGasPrices(gasPrices: GasPrices, servedChains: ServedChains): GasPrices {
  let served: Promise<readonly string[] | undefined> | undefined
  return async (chainId) => {
    const current = (served ??= servedChains())
    const chains = await current
    if (!chains && served === current) served = undefined
    if (chains && chains.length > 0 && !chains.includes(chainId)) throw errorIn(GAS_MESSAGES, 'GAS_PRICE_NETWORK_NOT_SUPPORTED')
    return gasPrices(chainId)
  }
}

/** The route's standard price in wei; 0n when it has none (its SPEC §8 fallback). */
export const standardPrice = ({ standard }: GasPrice): bigint => (/^\d+$/.test(standard) ? BigInt(standard) : 0n)

const blockSchema = z.object({ baseFeePerGas: z.optional(hexQuantitySchema) })

/** The node's own price of a gas unit (see the module comment). */
export async function nodeGasPrice(url: string, fetchFn?: typeof fetch): Promise<bigint> {
  const ask = async (method: string, params: unknown[] = []) => jsonRpcRead(url, method, params, { fetch: fetchFn })
  const quantity = async (method: string) => BigInt(parseWalletResponse(hexQuantitySchema, await ask(method), method))
  const block = await ask('eth_getBlockByNumber', ['latest', false])
  if (block === null) throw errorIn(PROVIDER_MESSAGES, 'BLOCK_NOT_FOUND', 'number "latest"')
  const { baseFeePerGas } = parseWalletResponse(blockSchema, block, 'eth_getBlockByNumber')
  if (baseFeePerGas === undefined) return quantity('eth_gasPrice')
  // The multiplier in tenths, so the product stays in integers.
  return (BigInt(baseFeePerGas) * BigInt(Math.round(BASE_FEE_MULTIPLIER * 10))) / 10n + (await quantity('eth_maxPriorityFeePerGas'))
}
