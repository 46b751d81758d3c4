/**
 * A whole number of a token's smallest units as a decimal string ('1.5' for 1500000000000000000n and 18
 * decimals), trailing zeros dropped: what viem's formatUnits gives, without bringing viem's unit module (and its
 * error classes) into the plugins that only display amounts (the embedded wallet's balance, WalletConnect's).
 * `decimals` is a whole number of places, as the config's and the services' schemas check them.
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
