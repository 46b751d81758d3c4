/** Number display rules of SPEC §9. */

/** Balance: 3 decimals, '0.000' when zero or unparsable. */
export function formatBalance(value: string | number | undefined): string {
  const number = Number(value ?? 0)
  if (!Number.isFinite(number) || number === 0) return '0.000'
  return number.toFixed(3)
}

/** Token value: en-US with 2 decimals. */
export function formatTokenValue(value: number | undefined): string {
  return (value ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/**
 * An amount shortened to `digits` significant digits, en-US, trailing zeros dropped ('0.00425', '2,990.1'):
 * never '0.000000'. The integer part is never rounded; a value too small to show reads '< 0.000001'.
 */
export function formatSignificant(value: string | number | undefined, digits = 5): string {
  const number = Number(value ?? 0)
  if (!Number.isFinite(number) || number === 0) return '0'
  if (Math.abs(number) < 1e-6) return '< 0.000001'
  const integerDigits = Math.floor(Math.log10(Math.abs(number))) + 1
  return number.toLocaleString('en-US', { maximumSignificantDigits: Math.min(21, Math.max(digits, integerDigits)) })
}

/** A USD value: '≈ $12.50' (the token value's 2 decimals), '< $0.01' for a positive value too small for that. */
export function formatUsd(value: number): string {
  return value > 0 && value < 0.01 ? '< $0.01' : `≈ $${formatTokenValue(value)}`
}
