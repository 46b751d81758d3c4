/** The network fee of the transfer in the form: the gas units of its token at the adapter's gas price. */
import { formatUnits, type TokenBalance, type Transfers } from '../../kernel/plugin'
import type { SendState } from './state'

/** In the native token's base units; undefined until the gas price is known. */
export function transferFee(state: Pick<SendState, 'gasPrice' | 'token'>, transfers: Transfers | null | undefined): bigint | undefined {
  if (!transfers || !state.token || state.gasPrice === undefined) return undefined
  return BigInt(state.gasPrice) * transfers.transferGas(state.token.address)
}

/** Price precision of feeInUsd: the product is taken in integers, so 0.000065 ETH at 3000 is 0.195, not 0.19499…. */
const PRICE_SCALE = 6

/** A fee in the native token's base units, priced with it; undefined without a native price. */
export function feeInUsd(fee: bigint, nativeDecimals: number, native: Pick<TokenBalance, 'price'> | undefined): number | undefined {
  if (!native || !Number.isFinite(native.price)) return undefined
  return Number(formatUnits(fee * BigInt(Math.round(native.price * 10 ** PRICE_SCALE)), nativeDecimals + PRICE_SCALE))
}
