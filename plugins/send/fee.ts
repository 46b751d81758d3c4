/** The network fee of the transfer in the form: gas units of its token at the gas-price route's price. */
import { formatUnits, type TokenBalance } from '../../kernel/plugin'
import type { SendChain } from './chains'
import type { SendState } from './state'

/** In wei; undefined until the gas price is known. */
export function transferFee(state: Pick<SendState, 'gasPrice' | 'token'>, chain: SendChain | undefined): bigint | undefined {
  if (!chain || !state.token || state.gasPrice === undefined) return undefined
  return BigInt(state.gasPrice) * chain.gasUnits(state.token)
}

/** Price precision of feeInUsd: the product is taken in integers, so 0.000065 ETH at 3000 is 0.195, not 0.19499…. */
const PRICE_SCALE = 6

/** A fee in wei priced with the native token; undefined without a native price. */
export function feeInUsd(fee: bigint, nativeDecimals: number, native: Pick<TokenBalance, 'price'> | undefined): number | undefined {
  if (!native || !Number.isFinite(native.price)) return undefined
  return Number(formatUnits(fee * BigInt(Math.round(native.price * 10 ** PRICE_SCALE)), nativeDecimals + PRICE_SCALE))
}
