import { ConnectButton } from 'portico/react'
import { useEffect, useState, type FormEvent } from 'react'
import { erc20Abi, formatUnits, isAddress, parseUnits, type Address } from 'viem'
import { useAccount, useReadContract, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'

/** The transfer's fields as typed; checked before anything reaches the wallet. */
function checkTransfer(recipient: string, amount: string, decimals: number): { to: Address; value: bigint } | { problem: string } {
  if (!isAddress(recipient)) return { problem: 'Enter the recipient as a 0x address.' }
  if (!/^\d+(\.\d+)?$/.test(amount.trim())) return { problem: 'Enter the amount as a number, e.g. 1.5.' }
  const [, fraction = ''] = amount.trim().split('.')
  if (fraction.length > decimals) return { problem: `The token has ${decimals} decimals: use at most ${decimals} after the point.` }
  const value = parseUnits(amount.trim(), decimals)
  if (value === 0n) return { problem: 'Enter an amount greater than 0.' }
  return { to: recipient, value }
}

export function App({ token }: { token: Address | undefined }) {
  const { address, isConnected } = useAccount()
  // One read per call: useReadContracts would batch them through Multicall3, which a devnet chain may not have.
  const read = { address: token, abi: erc20Abi, query: { enabled: Boolean(token && address) } } as const
  const symbol = useReadContract({ ...read, functionName: 'symbol' })
  const decimals = useReadContract({ ...read, functionName: 'decimals' })
  const balance = useReadContract({ ...read, functionName: 'balanceOf', args: address ? [address] : undefined })
  const transfer = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: transfer.data })
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState('')

  const { refetch } = balance
  useEffect(() => {
    if (receipt.isSuccess) void refetch()
  }, [receipt.isSuccess, refetch])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!token || decimals.data === undefined) return
    const checked = checkTransfer(recipient, amount, decimals.data)
    setProblem('problem' in checked ? checked.problem : '')
    if ('problem' in checked) return
    transfer.mutate({ address: token, abi: erc20Abi, functionName: 'transfer', args: [checked.to, checked.value] })
  }

  const failure = problem || (transfer.error ? ('shortMessage' in transfer.error ? transfer.error.shortMessage : transfer.error.message) : '')
  return (
    <main>
      <h1>Portico + wagmi</h1>
      <ConnectButton />
      {!token && <p role="alert">Add ?token=0x… (an ERC-20 contract on this chain) to the page address.</p>}
      {isConnected && token && (
        <form onSubmit={submit} aria-label="Transfer tokens">
          <p>
            Balance:{' '}
            <span data-testid="balance">
              {balance.data !== undefined && decimals.data !== undefined ? formatUnits(balance.data, decimals.data) : balance.error || decimals.error ? 'unavailable' : '…'}
            </span>{' '}
            {symbol.data}
          </p>
          <label>
            Recipient <input name="recipient" value={recipient} onChange={(event) => setRecipient(event.target.value)} autoComplete="off" />
          </label>
          <label>
            Amount <input name="amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} autoComplete="off" />
          </label>
          <button type="submit" disabled={decimals.data === undefined || transfer.isPending}>
            {transfer.isPending ? 'Confirm in your wallet…' : 'Transfer'}
          </button>
          <p role="alert">{failure}</p>
          {transfer.data && (
            <p role="status">
              Transaction <code data-testid="transaction">{transfer.data}</code>: {receipt.isSuccess ? `confirmed in block ${receipt.data.blockNumber}` : receipt.isError ? 'failed' : 'pending…'}
            </p>
          )}
        </form>
      )}
    </main>
  )
}
