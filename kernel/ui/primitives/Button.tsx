/** The modal's button: one look for every view; `busy` disables it and says so. */
import type { ButtonHTMLAttributes, ReactElement } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'danger' | 'plain'
  /** Full width. */
  block?: boolean
  busy?: boolean
}

export function Button({ variant = 'plain', block, busy, disabled, type = 'button', children, ...rest }: ButtonProps): ReactElement {
  return (
    <button
      {...rest}
      type={type}
      className="pt-btn"
      data-variant={variant === 'plain' ? undefined : variant}
      data-block={block ? '' : undefined}
      disabled={disabled || busy}
      aria-busy={busy ? 'true' : undefined}
    >
      {children}
    </button>
  )
}
