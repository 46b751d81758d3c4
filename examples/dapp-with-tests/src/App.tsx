import { base58 } from '@scure/base'
import { AccountButton, ConnectButton, useAccount, useWalletProvider } from 'portico/react'
import { useState, type FormEvent } from 'react'
import { isAddress, parseEther, toHex } from 'viem'
import { useWalletRequest } from './wallet-request'

const MESSAGE = 'Hello from the Portico dapp'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

interface SolanaProvider {
  request(args: { method: 'solana_signMessage'; params: { message: string; pubkey: string } }): Promise<{ signature: string }>
}

export function App() {
  const { isConnected } = useAccount()
  return (
    <main>
      <h1>Portico dapp</h1>
      {isConnected ? <AccountButton /> : <ConnectButton />}
      <Ethereum />
      <Solana />
    </main>
  )
}

function Ethereum() {
  const { walletProvider, address } = useWalletProvider<Eip1193>({ namespace: 'eip155' })
  const [recipient, setRecipient] = useState('')
  const [problem, setProblem] = useState('')
  const send = useWalletRequest('Transaction declined in your wallet.')
  const sign = useWalletRequest('Signature declined in your wallet.')
  if (!walletProvider || !address) return null

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!walletProvider || !address) return
    setProblem(isAddress(recipient) ? '' : 'Enter the recipient as a 0x address.')
    if (!isAddress(recipient)) return
    const transaction = { from: address, to: recipient, value: toHex(parseEther('0.01')) }
    void send.run(async () => String(await walletProvider.request({ method: 'eth_sendTransaction', params: [transaction] })))
  }

  return (
    <section aria-labelledby="ethereum">
      <h2 id="ethereum">Ethereum</h2>
      <p>
        Account <output aria-label="Ethereum account">{address}</output>
      </p>
      <form onSubmit={submit}>
        <label>
          Recipient <input value={recipient} onChange={(event) => setRecipient(event.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <button type="submit" disabled={send.busy}>
          Send 0.01 ETH
        </button>
        {send.result && <output aria-label="Transaction hash">{send.result}</output>}
        {(problem || send.error) && <p role="alert">{problem || send.error}</p>}
      </form>
      <button type="button" disabled={sign.busy} onClick={() => void sign.run(async () => String(await walletProvider.request({ method: 'personal_sign', params: [toHex(MESSAGE), address] })))}>
        Sign message
      </button>
      {sign.result && <output aria-label="Signature">{sign.result}</output>}
      {sign.error && <p role="alert">{sign.error}</p>}
    </section>
  )
}

function Solana() {
  const { walletProvider, address } = useWalletProvider<SolanaProvider>({ namespace: 'solana' })
  const sign = useWalletRequest('Signature declined in your wallet.')
  if (!walletProvider || !address) return null
  const params = { message: base58.encode(new TextEncoder().encode(MESSAGE)), pubkey: address }
  return (
    <section aria-labelledby="solana">
      <h2 id="solana">Solana</h2>
      <p>
        Account <output aria-label="Solana account">{address}</output>
      </p>
      <button type="button" disabled={sign.busy} onClick={() => void sign.run(async () => (await walletProvider.request({ method: 'solana_signMessage', params })).signature)}>
        Sign with Solana
      </button>
      {sign.result && <output aria-label="Solana signature">{sign.result}</output>}
      {sign.error && <p role="alert">{sign.error}</p>}
    </section>
  )
}
