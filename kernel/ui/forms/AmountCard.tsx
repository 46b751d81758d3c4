/**
 * The form card of Swap and Send (and the on-ramp's amount): a label, a large amount (an input, or the quoted
 * figure) beside its token, the fiat value and the balance with Max under them, and the amount's inline error.
 */
import type { ReactElement, ReactNode } from 'react'
import { formatSignificant } from '../../format'

export interface AmountCardProps {
  label: string
  /** The token button or picker, on the amount's right. */
  token?: ReactNode
  /** The amount: an <AmountInput> or a read-only figure. */
  children: ReactNode
  /** The amount's fiat value, already formatted ('≈ $12.50'). */
  value?: string
  /** What the account holds (in `symbol`), with Max when `onMax` is given. */
  balance?: string
  symbol?: string
  onMax?: () => void
  /** The amount's error (announced): its id is the input's aria-describedby. */
  error?: string
  errorId?: string
}

export function AmountCard({ label, token, children, value, balance, symbol, onMax, error, errorId }: AmountCardProps): ReactElement {
  return (
    <div className="pt-amount-card" role="group" aria-label={label}>
      <span className="pt-amount-label" aria-hidden="true">
        {label}
      </span>
      <div className="pt-amount-row">
        {children}
        {token}
      </div>
      {value === undefined && balance === undefined ? null : (
        <div className="pt-amount-foot">
          <span>{value ?? ''}</span>
          {balance !== undefined ? (
          <span>
            {`Balance ${formatSignificant(balance)}${symbol ? ` ${symbol}` : ''}`}
            {onMax ? (
              <button type="button" className="pt-max" onClick={onMax}>
                Max
              </button>
            ) : null}
          </span>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} className="pt-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
