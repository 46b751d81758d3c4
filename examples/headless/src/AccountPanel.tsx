import { useNetwork, useSwitchNetwork } from 'portico/headless'
import { MutationError } from './MutationError'

interface Props {
  address: string
  /** A disconnect is under way. */
  busy: boolean
  onDisconnect(): void
}

/** The connected account: its address and network, a button per other configured network, and disconnect. */
export function AccountPanel({ address, busy, onDisconnect }: Props) {
  const { network, networks } = useNetwork()
  const switchNetwork = useSwitchNetwork()
  const switching = switchNetwork.status === 'pending'
  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <dl>
        <dt>Address</dt>
        <dd data-testid="address">{address}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{switching ? 'Switching…' : (network?.name ?? 'Unknown')}</dd>
      </dl>
      {networks
        .filter((candidate) => candidate.caipNetworkId !== network?.caipNetworkId)
        .map((candidate) => (
          <button key={candidate.caipNetworkId} type="button" disabled={switching} onClick={() => switchNetwork.mutate(candidate)}>
            Switch to {candidate.name}
          </button>
        ))}
      <MutationError action="switch network" mutation={switchNetwork} />
      <button type="button" disabled={busy} onClick={onDisconnect}>
        {busy ? 'Disconnecting…' : 'Disconnect'}
      </button>
    </section>
  )
}
