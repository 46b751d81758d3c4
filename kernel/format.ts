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
