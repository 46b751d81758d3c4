/** How the send views write amounts and fees. */
import { formatTokenValue, formatUnits } from '../../../kernel/plugin'

/** '≈ $12.50' (SPEC §9 value: 2 decimals en-US); '< $0.01' for a fee too small for that. */
export function usd(value: number): string {
  return value > 0 && value < 0.01 ? '< $0.01' : `≈ $${formatTokenValue(value)}`
}

/** A fee in the native token with 3 significant digits ('0.0000425 ETH'): 3 decimals would show 0.000. */
export function nativeAmount(wei: bigint, decimals: number, symbol: string): string {
  const amount = Number(formatUnits(wei, decimals)).toLocaleString('en-US', { maximumSignificantDigits: 3 })
  return `${amount} ${symbol}`
}
