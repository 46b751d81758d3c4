/** One side of the swap: an AmountCard whose token pill opens the picker, with the balance and USD value. */
import type { ReactElement, ReactNode } from 'react'
import { AmountCard, Avatar, ChevronIcon, formatUsd, safeImageUrl } from '../../../kernel/plugin'
import { SWAP_FORM_MESSAGES } from '../messages'
import type { SwapTokenInfo } from '../tokens'

export interface TokenAmountProps {
  label: string
  token?: SwapTokenInfo
  /** USD value of the amount. */
  value?: number
  onPick(): void
  onMax?: () => void
  error?: string
  errorId?: string
  children: ReactNode
}

export function TokenAmount({ label, token, value, onPick, onMax, error, errorId, children }: TokenAmountProps): ReactElement {
  const pill = (
    <button type="button" className="pt-token-btn" onClick={onPick} aria-label={`${label} token: ${token?.symbol ?? SWAP_FORM_MESSAGES.SELECT_TOKEN}`}>
      {token ? <Avatar src={safeImageUrl(token.logoUri)} name={token.symbol} size="sm" /> : null}
      <span className="pt-label">{token?.symbol ?? SWAP_FORM_MESSAGES.SELECT_TOKEN}</span>
      <ChevronIcon />
    </button>
  )
  return (
    <AmountCard
      label={label}
      token={pill}
      value={value !== undefined && value > 0 ? formatUsd(value) : undefined}
      balance={token ? (token.quantity?.numeric ?? '0') : undefined}
      symbol={token?.symbol}
      onMax={token?.quantity ? onMax : undefined}
      error={error}
      errorId={errorId}
    >
      {children}
    </AmountCard>
  )
}
