import { useAccount, useConnect, useDisconnect, type WalletItem } from 'portico/headless'
import { useState } from 'react'
import { AccountPanel } from './AccountPanel'
import { MutationError } from './MutationError'
import { WalletPicker } from './WalletPicker'

/** The app's own connect UI: the wallet list while disconnected, the account once connected. */
export function App() {
  const account = useAccount()
  // Kept here, above the panels, so their outcome stays on screen when the panel it came from goes.
  const connect = useConnect()
  const disconnect = useDisconnect()
  const [wallet, setWallet] = useState<WalletItem>()

  function pick(item: WalletItem) {
    if (!item.connector) return
    setWallet(item)
    disconnect.reset()
    connect.mutate({ connectorId: item.connector.id, namespace: item.connector.chain })
  }

  return (
    <main>
      <h1>Portico headless</h1>
      <p role="status" data-status={connect.status}>
        {connect.status === 'pending'
          ? `Confirm in ${wallet?.name ?? 'your wallet'}…`
          : account.isConnected
            ? `Connected with ${wallet?.name ?? 'your wallet'}.`
            : account.status === 'connecting'
              ? 'Restoring your connection…'
              : 'Not connected.'}
      </p>
      <MutationError action="connect" mutation={connect} retry={wallet ? () => pick(wallet) : undefined} />
      <MutationError action="disconnect" mutation={disconnect} />
      {account.isConnected ? (
        <AccountPanel
          address={account.address ?? ''}
          busy={disconnect.status === 'pending'}
          onDisconnect={() => {
            // The connect's outcome is spent once the person leaves; reset it now, in the same render as the
            // click, so the status never reads "Not connected." while still marked as a connect's success.
            connect.reset()
            disconnect.mutate()
          }}
        />
      ) : (
        <WalletPicker onPick={pick} busy={connect.status === 'pending'} />
      )}
    </main>
  )
}
