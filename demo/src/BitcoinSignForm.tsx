/** signMessage through the Bitcoin provider with the connected payment address; shows the signature (BIP-322 or ECDSA, as the wallet signs). */
import { useState, type FormEvent, type ReactElement } from 'react'
import { useWalletProvider } from '../../kernel/react'
import { errorText } from './useEip1193'

interface BitcoinProvider {
  request(args: { method: 'signMessage'; params: { address: string; message: string } }): Promise<{ signature: string; protocol?: string }>
}

export function BitcoinSignForm(): ReactElement {
  const { walletProvider, address } = useWalletProvider<BitcoinProvider>({ namespace: 'bip122' })
  const [message, setMessage] = useState('Hello from Portico')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault()
    if (!walletProvider || !address) return
    setBusy(true)
    setResult(undefined)
    try {
      const { signature } = await walletProvider.request({ method: 'signMessage', params: { address, message } })
      setResult({ ok: true, text: signature })
    } catch (error) {
      setResult({ ok: false, text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="bitcoin-sign-title">
      <h2 id="bitcoin-sign-title">Sign a message on Bitcoin</h2>
      <p className="sub">signMessage with the connected payment address; the signature is base64.</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Bitcoin message
          <textarea rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" className="btn primary" disabled={!walletProvider || busy}>
          {busy ? 'Signing…' : 'Sign on Bitcoin'}
        </button>
        {result ? (
          <p className={result.ok ? 'result' : 'result error'} data-testid="bitcoin-signature" role="status">
            {result.text}
          </p>
        ) : null}
        {walletProvider ? null : <p className="muted">Connect a Bitcoin account to sign.</p>}
      </form>
    </section>
  )
}
