/** Reading the balance route's tokens for a transfer: which is native, its amounts in base units. */
import { parseUnits, type TokenBalance } from '../../kernel/plugin'

/** A stable key of a token in a list (the select's value): chain and contract, 'native' for the native token. */
export function tokenKey(token: Pick<TokenBalance, 'chainId' | 'address'>): string {
  return `${token.chainId}/${token.address ?? 'native'}`
}

export function isNative(token: Pick<TokenBalance, 'address'>): boolean {
  return token.address === undefined
}

export function decimalsOf(token: Pick<TokenBalance, 'quantity'>): number {
  return Number(token.quantity.decimals)
}

/** A plain decimal string ('12', '12.5', '.5', '12.') in the token's units to base units; undefined when it is not one. */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  if (!/^(\d+\.?\d*|\.\d+)$/.test(amount)) return undefined
  return parseUnits(amount.replace(/^\./, '0.').replace(/\.$/, ''), decimals)
}

/** Digits after the decimal point. */
export function fractionDigits(amount: string): number {
  return amount.split('.')[1]?.length ?? 0
}

/** What the account holds of a token, in base units (0 when the route's figure is unreadable). */
export function heldUnits(token: Pick<TokenBalance, 'quantity'>): bigint {
  return toBaseUnits(token.quantity.numeric, decimalsOf(token)) ?? 0n
}

/** The balances that can be sent: readable decimals (the kernel already dropped 0-decimal ones), native first. */
export function sendableTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  const usable = balances.filter((token) => Number.isInteger(decimalsOf(token)) && decimalsOf(token) > 0)
  return [...usable.filter(isNative), ...usable.filter((token) => !isNative(token))]
}
