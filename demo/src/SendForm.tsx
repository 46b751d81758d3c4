/** eth_sendTransaction of native ETH through the app-facing provider; shows the hash. */
import { useState, type FormEvent, type ReactElement } from 'react'
import { isAddress, parseEther, toHex } from 'viem'
import { errorText, useEip1193 } from './useEip1193'

export function SendForm(): ReactElement {
  const { provider, address } = useEip1193()
  const [to, setTo] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [amount, setAmount] = useState('0.01')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault()
    if (!provider || !address) return
    if (!isAddress(to)) return setResult({ ok: false, text: 'Enter a valid 0x address' })
    let value: bigint
    try {
      value = parseEther(amount.trim())
    } catch {
      return setResult({ ok: false, text: 'Enter a valid amount' })
    }
    setBusy(true)
    setResult(undefined)
    try {
      const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: toHex(value) }] })
      setResult({ ok: true, text: String(hash) })
    } catch (error) {
      setResult({ ok: false, text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="send-title">
      <h2 id="send-title">Send ETH</h2>
      <p className="sub">eth_sendTransaction on the active network.</p>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          To
          <input value={to} onChange={(event) => setTo(event.target.value)} spellCheck={false} autoComplete="off" />
        </label>
        <label>
          Amount (ETH)
          <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} />
        </label>
        <button type="submit" className="btn primary" disabled={!provider || busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
        {result ? (
          <p className={result.ok ? 'result' : 'result error'} data-testid="tx-hash" role="status">
            {result.text}
          </p>
        ) : null}
        {provider ? null : <p className="muted">Connect a wallet to send.</p>}
      </form>
    </section>
  )
}
