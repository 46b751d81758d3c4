/** Display helpers shared by the modal views and the React components. */
import { formatBalance } from '../format'

/** Shown instead of a balance when the namespace has no chain to ask or its node did not answer (AccountState.balanceUnavailable). */
export const BALANCE_UNAVAILABLE = 'Balance unavailable'

/** SPEC §9 balance (3 decimals, '0.000' when zero) followed by its symbol. */
export function displayBalance(balance: string | undefined, symbol?: string): string {
  const amount = formatBalance(balance)
  return symbol ? `${amount} ${symbol}` : amount
}

/** '0x1234…abcd': enough of both ends to recognise an address at a glance. */
export function truncateAddress(address: string, head = 4, tail = 4): string {
  const prefix = address.startsWith('0x') ? 2 : 0
  if (address.length <= prefix + head + tail + 1) return address
  return `${address.slice(0, prefix + head)}…${address.slice(-tail)}`
}
