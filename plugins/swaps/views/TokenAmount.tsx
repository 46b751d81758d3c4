/** One side of the swap form: the token (opens the picker) and its amount, with the balance and USD value. */
import type { ReactElement, ReactNode } from 'react'
import { Avatar, ChevronIcon, formatBalance, formatTokenValue, safeImageUrl } from '../../../kernel/plugin'
import { SWAP_FORM_MESSAGES } from '../messages'
import type { SwapTokenInfo } from '../tokens'

export interface TokenAmountProps {
  label: string
  token?: SwapTokenInfo
  /** USD value of the amount. */
  value?: number
  onPick(): void
  children: ReactNode
}

export function TokenAmount({ label, token, value, onPick, children }: TokenAmountProps): ReactElement {
  return (
    <fieldset className="pt-card">
      <legend className="pt-section-label">{label}</legend>
      <button type="button" className="pt-list-item" onClick={onPick} aria-label={`${label} token: ${token?.symbol ?? SWAP_FORM_MESSAGES.SELECT_TOKEN}`}>
        {token ? <Avatar src={safeImageUrl(token.logoUri)} name={token.symbol} size="sm" /> : null}
        <span className="pt-label">{token?.symbol ?? SWAP_FORM_MESSAGES.SELECT_TOKEN}</span>
        <ChevronIcon />
      </button>
      {children}
      <span className="pt-hint">
        {token ? `Balance: ${formatBalance(token.quantity?.numeric)} ${token.symbol}` : ''}
        {value !== undefined && value > 0 ? ` · ≈ $${formatTokenValue(value)}` : ''}
      </span>
    </fieldset>
  )
}
