/** The two small forms of the email views: an address and a 6-digit code. */
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { isCompleteOtp, isValidEmail, OTP_LENGTH } from '../validation'

export interface FormProps {
  /** Resolves to an error text to show, or undefined on success. */
  onSubmit(value: string): Promise<string | undefined>
  submitLabel: string
  hint?: string
}

function useSubmit(onSubmit: FormProps['onSubmit']) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = async (value: string) => {
    setBusy(true)
    setError(undefined)
    try {
      setError(await onSubmit(value))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}

export function EmailForm({ onSubmit, submitLabel, hint }: FormProps): ReactElement {
  const id = useId()
  const [value, setValue] = useState('')
  const { busy, error, setError, run } = useSubmit(onSubmit)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(value)) return setError('Enter a valid email address')
    void run(value.trim())
  }
  return (
    <form className="pt-connecting" onSubmit={submit} noValidate>
      <label className="pt-hint" htmlFor={id}>
        {hint ?? 'Email'}
      </label>
      <input
        id={id}
        className="pt-search"
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? 'true' : undefined}
      />
      {error ? (
        <p className="pt-status" data-state="error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="pt-btn" data-variant="primary" disabled={busy}>
        {busy ? 'Please wait…' : submitLabel}
      </button>
    </form>
  )
}

export function OtpForm({ onSubmit, submitLabel, hint }: FormProps): ReactElement {
  const id = useId()
  const [value, setValue] = useState('')
  const { busy, error, run } = useSubmit(async (otp) => {
    const failure = await onSubmit(otp)
    if (failure) setValue('')
    return failure
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isCompleteOtp(value)) void run(value)
  }
  return (
    <form className="pt-connecting" onSubmit={submit}>
      <label className="pt-hint" htmlFor={id}>
        {hint ?? `Enter the ${OTP_LENGTH}-digit code`}
      </label>
      <input
        id={id}
        className="pt-search"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        pattern={`\\d{${OTP_LENGTH}}`}
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        aria-invalid={error ? 'true' : undefined}
      />
      {error ? (
        <p className="pt-status" data-state="error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="pt-btn" data-variant="primary" disabled={busy || !isCompleteOtp(value)}>
        {busy ? 'Checking…' : submitLabel}
      </button>
    </form>
  )
}
