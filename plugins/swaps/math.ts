/** The swap's arithmetic and how its amounts read (SPEC §9): pure, so each figure is unit-tested. */
import { formatUnits, parseUnits } from '../../kernel/plugin'
import { PROVIDER_FEE_RATE, SWAP_SLIPPAGE } from './constants'

/** A plain decimal string ('12', '12.5', '.5') to base units; undefined when it is not one or has more digits than `decimals`. */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim()
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return undefined
  if ((text.split('.')[1]?.length ?? 0) > decimals) return undefined
  return parseUnits(text.replace(/^\./, '0.').replace(/\.$/, ''), decimals)
}

/** `amount` en-US with exactly `digits` decimals: the target amount shows 6 in the form and 3 in the toast. */
export function formatAmount(amount: string | number, digits: number): string {
  const value = Number(amount)
  return (Number.isFinite(value) ? value : 0).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** The provider's fee in source-token units (SPEC §9: 0.85 % of the amount). */
export function providerFee(sourceAmount: string | number): number {
  return Number(sourceAmount) * PROVIDER_FEE_RATE
}

/**
 * Price impact in percent: how much less the target is worth (at market prices) than the source after the
 * provider's fee; what the pool's depth and its own fee cost. 0 when prices are unknown.
 */
export function priceImpact(sourceAmount: number, sourcePrice: number, targetAmount: number, targetPrice: number): number {
  const paid = (sourceAmount - providerFee(sourceAmount)) * sourcePrice
  if (!(paid > 0) || !(targetPrice > 0)) return 0
  return Math.max(0, ((paid - targetAmount * targetPrice) / paid) * 100)
}

/** The most the target can come in under its quote: the slippage tolerance of it, in base units. */
export function maxSlippage(toAmount: bigint, slippagePercent = SWAP_SLIPPAGE): bigint {
  return (toAmount * BigInt(Math.round(slippagePercent * 100))) / 10_000n
}

/** The network fee in USD: gas units at `gasPrice` wei, priced with the native token. */
export function gasFeeInUsd(gas: bigint, gasPrice: bigint, nativeDecimals: number, networkPrice: number): number {
  return Number(formatUnits(gas * gasPrice, nativeDecimals)) * networkPrice
}

/**
 * What Max fills in: the whole balance of a token; of the network token, the balance less twice the swap's
 * network fee (the fee rises between quote and send), never below 0.
 */
export function maxAmount(balance: string, decimals: number, networkFee: bigint | undefined): string {
  const held = toBaseUnits(balance, decimals) ?? 0n
  if (networkFee === undefined) return formatUnits(held, decimals)
  const left = held - 2n * networkFee
  return formatUnits(left > 0n ? left : 0n, decimals)
}
