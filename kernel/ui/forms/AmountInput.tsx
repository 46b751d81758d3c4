/** The large amount field of an AmountCard: a decimal keypad on phones, its error tied by aria-describedby. */
import type { InputHTMLAttributes, ReactElement } from 'react'

export interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string
  errorId?: string
  invalid?: boolean
}

export function AmountInput({ label, errorId, invalid, ...input }: AmountInputProps): ReactElement {
  return (
    <input
      {...input}
      className="pt-amount-input"
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      data-long={String(input.value ?? '').length > 9 ? '' : undefined}
      aria-invalid={invalid ? 'true' : undefined}
      aria-describedby={invalid ? errorId : undefined}
    />
  )
}
