/**
 * The Tokens tab (SPEC §2): the active account's token balances, native token
 * first, each with icon, name, symbol, quantity (3 decimals, '0.000' when
 * zero) and value (2 decimals, en-US; SPEC §9). The kernel fetches them on
 * connect (with the §4 retry lock and the §9 30 s cache) and after a send.
 */
import type { ReactElement } from 'react'
import { formatBalance, formatTokenValue } from '../../format'
import { BALANCE_UNAVAILABLE } from '../format'
import { selectActiveAccount } from '../../store'
import type { TokenBalance, ViewProps } from '../../types'
import { WalletImage } from '../primitives/Avatar'
import { EmptyState } from '../primitives/EmptyState'
import { TokenListPlaceholder } from './TokenListPlaceholder'
import { useKernelState } from '../../react/useKernelState'

/** Native first (it has no contract address), then the API's order. */
export function tokensInOrder(balances: readonly TokenBalance[]): TokenBalance[] {
  return [...balances].sort((a, b) => Number(a.address !== undefined) - Number(b.address !== undefined))
}

export default function AccountTokens({ kernel }: ViewProps): ReactElement {
  const { balances, loading, unavailable } = useKernelState(kernel, (state) => {
    const account = selectActiveAccount(state)
    return { balances: account?.tokenBalance ?? [], loading: account?.balanceLoading ?? false, unavailable: account?.balanceUnavailable ?? false }
  })
  if (balances.length === 0) {
    if (unavailable) return <EmptyState title={BALANCE_UNAVAILABLE} hint="Balances cannot be read on this network." />
    return loading ? (
      <TokenListPlaceholder label="Tokens" />
    ) : (
      <EmptyState title="No tokens yet" hint="Buy or receive tokens to see them here." />
    )
  }
  return (
    <ul className="pt-list" aria-label="Tokens">
      {tokensInOrder(balances).map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="pt-list-item">
          <WalletImage src={token.iconUrl} name={token.symbol} disc />
          <span className="pt-label">
            {token.name}
            <span className="pt-hint"> {token.symbol}</span>
          </span>
          <span className="pt-amount">
            <span data-testid="token-quantity">{`${formatBalance(token.quantity.numeric)} ${token.symbol}`}</span>
            <span className="pt-hint" data-testid="token-value">{`$${formatTokenValue(token.value)}`}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
