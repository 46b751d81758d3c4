/** The demo's "sign a message" card for one namespace: a message, a Sign button, the signature or the error. */
import { useState, type FormEvent, type ReactElement } from 'react'
import { errorText } from './useEip1193'

export interface ChainSignFormProps {
  /** The chain as the page names it ('Solana'); its lower case keys the ids ('solana-signature'). */
  chain: string
  /** How the signature is made and what it looks like. */
  description: string
  /** Signs with the connected account; undefined while nothing is connected on this namespace. */
  sign: ((message: string) => Promise<string>) | undefined
}

export function ChainSignForm({ chain, description, sign }: ChainSignFormProps): ReactElement {
  const id = chain.toLowerCase()
  const [message, setMessage] = useState('Hello from Portico')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault()
    if (!sign) return
    setBusy(true)
    setResult(undefined)
    try {
      setResult({ ok: true, text: await sign(message) })
    } catch (error) {
      setResult({ ok: false, text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-sign-title`}>
      <h2 id={`${id}-sign-title`}>{`Sign a message on ${chain}`}</h2>
      <p className="sub">{description}</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          {`${chain} message`}
          <textarea rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" className="btn primary" disabled={!sign || busy}>
          {busy ? 'Signing…' : `Sign on ${chain}`}
        </button>
        {result ? (
          <p className={result.ok ? 'result' : 'result error'} data-testid={`${id}-signature`} role="status">
            {result.text}
          </p>
        ) : null}
        {sign ? null : <p className="muted">{`Connect a ${chain} account to sign.`}</p>}
      </form>
    </section>
  )
}
