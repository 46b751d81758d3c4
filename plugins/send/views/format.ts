/** How the send views write a fee in the native token. */
import { formatSignificant, formatUnits } from '../../../kernel/plugin'

/** A fee in the native token with 3 significant digits ('0.0000425 ETH'): 3 decimals would show 0.000. */
export function nativeAmount(wei: bigint, decimals: number, symbol: string): string {
  return `${formatSignificant(formatUnits(wei, decimals), 3)} ${symbol}`
}
