/** personal_sign through the app-facing provider; shows the signature. */
import { useState, type FormEvent, type ReactElement } from 'react'
import { toHex } from 'viem'
import { errorText, useEip1193 } from './useEip1193'

export function SignMessageForm(): ReactElement {
  const { provider, address } = useEip1193()
  const [message, setMessage] = useState('Hello from Portico')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault()
    if (!provider || !address) return
    setBusy(true)
    setResult(undefined)
    try {
      const signature = await provider.request({ method: 'personal_sign', params: [toHex(message), address] })
      setResult({ ok: true, text: String(signature) })
    } catch (error) {
      setResult({ ok: false, text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="sub">personal_sign with the connected wallet.</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Message
          <textarea rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" className="btn primary" disabled={!provider || busy}>
          {busy ? 'Signing…' : 'Sign message'}
        </button>
        {result ? (
          <p className={result.ok ? 'result' : 'result error'} data-testid="signature" role="status">
            {result.text}
          </p>
        ) : null}
        {provider ? null : <p className="muted">Connect a wallet to sign.</p>}
      </form>
    </section>
  )
}
