/** solana_signMessage through the Solana provider (any Solana connection: Wallet Standard, WalletConnect, email); shows the signature. */
import { useState, type FormEvent, type ReactElement } from 'react'
import { base58 } from '@scure/base'
import { useWalletProvider } from '../../kernel/react'
import { errorText } from './useEip1193'

interface SolanaProvider {
  request(args: { method: 'solana_signMessage'; params: { message: string; pubkey: string } }): Promise<{ signature: string }>
}

export function SolanaSignForm(): ReactElement {
  const { walletProvider, address } = useWalletProvider<SolanaProvider>({ namespace: 'solana' })
  const [message, setMessage] = useState('Hello from Portico')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault()
    if (!walletProvider || !address) return
    setBusy(true)
    setResult(undefined)
    try {
      const params = { message: base58.encode(new TextEncoder().encode(message)), pubkey: address }
      const { signature } = await walletProvider.request({ method: 'solana_signMessage', params })
      setResult({ ok: true, text: signature })
    } catch (error) {
      setResult({ ok: false, text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="solana-sign-title">
      <h2 id="solana-sign-title">Sign a message on Solana</h2>
      <p className="sub">solana_signMessage with the connected Solana account; the signature is base58.</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Solana message
          <textarea rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" className="btn primary" disabled={!walletProvider || busy}>
          {busy ? 'Signing…' : 'Sign on Solana'}
        </button>
        {result ? (
          <p className={result.ok ? 'result' : 'result error'} data-testid="solana-signature" role="status">
            {result.text}
          </p>
        ) : null}
        {walletProvider ? null : <p className="muted">Connect a Solana account to sign.</p>}
      </form>
    </section>
  )
}
