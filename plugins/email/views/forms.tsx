/** The small forms of the email views: an address (a view's, or inline on Connect) and a 6-digit code. */
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { ArrowIcon, iconProps, CONNECTING_CSS, useStyles } from '../../../kernel/plugin'
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

/** The address and its check (SPEC §5: a valid e-mail) before `onSubmit`: both address forms' state. */
function useEmailForm(onSubmit: FormProps['onSubmit']) {
  const [value, setValue] = useState('')
  const { busy, error, setError, run } = useSubmit(onSubmit)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidEmail(value)) return setError('Enter a valid email address')
    void run(value.trim())
  }
  return { value, setValue, busy, error, submit }
}

const ErrorText = ({ error }: { error?: string }) =>
  error ? (
    <p className="pt-status" data-state="error" role="alert">
      {error}
    </p>
  ) : null

export function EmailForm({ onSubmit, submitLabel, hint }: FormProps): ReactElement {
  const id = useId()
  const { value, setValue, busy, error, submit } = useEmailForm(onSubmit)
  const styles = useStyles<HTMLFormElement>(CONNECTING_CSS)
  return (
    <form className="pt-connecting" ref={styles} onSubmit={submit} noValidate>
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
      <ErrorText error={error} />
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
  const styles = useStyles<HTMLFormElement>(CONNECTING_CSS)
  return (
    <form className="pt-connecting" ref={styles} onSubmit={submit}>
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
      <ErrorText error={error} />
      <button type="submit" className="pt-btn" data-variant="primary" disabled={busy || !isCompleteOtp(value)}>
        {busy ? 'Checking…' : submitLabel}
      </button>
    </form>
  )
}

// The inline form's own rules: the field is a 56 px row (the placeholder Connect holds while this loads).
const INLINE_CSS = /* css */ `
.pt-email { display: grid; gap: 4px; }
.pt-email-row { position: relative; display: flex; align-items: center; }
.pt-email-row > svg { position: absolute; inset-inline-start: 16px; width: 16px; height: 16px; color: var(--pt-muted); pointer-events: none; }
.pt-email .pt-search { height: 56px; margin: 0; padding-block: 0; padding-inline: 44px 56px; unicode-bidi: plaintext; border-radius: calc(var(--pt-r) * 4); }
.pt-email .pt-icon-btn { position: absolute; inset-inline-end: 8px; width: 40px; height: 40px; border: 0; border-radius: 999px; background: var(--pt-accent); color: #fff; }
.pt-email .pt-icon-btn:hover:not(:disabled) { background: var(--pt-accent); filter: brightness(1.08); }
.pt-email .pt-status { font-size: calc(var(--pt-fs) * 1.2); font-weight: 500; text-align: start; padding: 0 4px; }
.pt-email .pt-icon-btn svg:dir(rtl) { scale: -1 1; }
`

/** Connect's inline address field (SPEC §5 checks as the Email view's): an envelope, the address, an arrow. */
export function InlineEmailForm({ onSubmit }: Pick<FormProps, 'onSubmit'>): ReactElement {
  const { value, setValue, busy, error, submit } = useEmailForm(onSubmit)
  const ref = useStyles<HTMLFormElement>(INLINE_CSS)
  return (
    <form className="pt-email" ref={ref} onSubmit={submit} noValidate>
      <div className="pt-email-row">
        <svg {...iconProps}>
          <rect x="2" y="3.5" width="12" height="9" rx="2" />
          <path d="M2.5 5l5.5 4 5.5-4" />
        </svg>
        <input
          className="pt-search"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Email"
          aria-label="Email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? 'true' : undefined}
        />
        <button type="submit" className="pt-icon-btn" aria-label="Continue" aria-busy={busy || undefined} disabled={busy}>
          <ArrowIcon />
        </button>
      </div>
      <ErrorText error={error} />
    </form>
  )
}
