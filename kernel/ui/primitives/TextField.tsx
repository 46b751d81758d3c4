/** A labelled input with its inline error (announced, and tied to the input by aria-describedby). */
import { useId, type InputHTMLAttributes, type ReactElement } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  error?: string
}

export function TextField({ label, error, ...input }: TextFieldProps): ReactElement {
  const id = useId()
  return (
    <>
      <label className="pt-hint" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="pt-search"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="pt-status" data-state="error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
