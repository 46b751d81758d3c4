/** A message signed by the connected Polkadot account through kernel.connection.signMessage (the extension's signRaw); shows the signature. */
import { useState, type FormEvent, type ReactElement } from 'react'
import { useAccount, useModalInstance } from '../../kernel/react'
import { errorText } from './useEip1193'

export function PolkadotSignForm(): ReactElement {
  const modal = useModalInstance()
  const { isConnected } = useAccount({ namespace: 'polkadot' })
  const [message, setMessage] = useState('Hello from Portico')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault()
    if (!isConnected) return
    setBusy(true)
    setResult(undefined)
    try {
      const kernel = await modal.ready()
      setResult({ ok: true, text: await kernel.connection.signMessage(message, 'polkadot') })
    } catch (error) {
      setResult({ ok: false, text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="polkadot-sign-title">
      <h2 id="polkadot-sign-title">Sign a message on Polkadot</h2>
      <p className="sub">signRaw with the connected Polkadot account; the signature is hex (sr25519).</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Polkadot message
          <textarea rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" className="btn primary" disabled={!isConnected || busy}>
          {busy ? 'Signing…' : 'Sign on Polkadot'}
        </button>
        {result ? (
          <p className={result.ok ? 'result' : 'result error'} data-testid="polkadot-signature" role="status">
            {result.text}
          </p>
        ) : null}
        {isConnected ? null : <p className="muted">Connect a Polkadot account to sign.</p>}
      </form>
    </section>
  )
}
