/**
 * The networks to pick from (of the active namespace, or of every namespace), each with the registry's image
 * of it (its CAIP-2 id is the asset id); the active one carries aria-current. Switching goes through the
 * kernel; a network of a namespace that is not connected (SPEC §4 switching namespace) continues on Connect,
 * where the wallets of that namespace are listed.
 */
import { useState, type ReactElement } from 'react'
import { errorMessage } from '../../errors'
import { selectActiveNetwork } from '../../store'
import type { Kernel, Namespace, Network } from '../../types'
import { NetworkImage } from '../primitives/AssetImage'
import { ListButton } from '../primitives/ListButton'
import { useShake } from '../shell/shake'
import { useKernelState } from '../../react/useKernelState'
import { selectableNetworks } from '../activeChain'

interface NetworkListProps {
  kernel: Kernel
  onSwitched: () => void
  /** List the networks of every configured namespace (in config order), not only the active one's. */
  everyNamespace?: boolean
}

export function NetworkList({ kernel, onSwitched, everyNamespace }: NetworkListProps): ReactElement {
  const networks = useKernelState(kernel, (state) =>
    everyNamespace ? (Object.keys(state.chains) as Namespace[]).flatMap((namespace) => selectableNetworks(state, namespace)) : selectableNetworks(state),
  )
  const currentId = useKernelState(kernel, (state) => selectActiveNetwork(state)?.caipNetworkId)
  const [pending, setPending] = useState<string>()
  const shake = useShake()

  async function pick(network: Network): Promise<void> {
    if (pending) return
    if (network.caipNetworkId === currentId) return onSwitched()
    setPending(network.caipNetworkId)
    try {
      await kernel.connection.switchNetwork(network)
      if (kernel.store.getState().switchingNamespace) kernel.router.push('Connect')
      else onSwitched()
    } catch (error) {
      kernel.toast.showToast(errorMessage(error), 'error')
      shake()
    } finally {
      setPending(undefined)
    }
  }

  return (
    <ul className="pt-list" aria-label="Networks">
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <ListButton
            label={network.name}
            image={<NetworkImage kernel={kernel} network={network} />}
            current={network.caipNetworkId === currentId}
            tag={pending === network.caipNetworkId ? 'Switching…' : network.caipNetworkId === currentId ? 'Active' : undefined}
            onClick={() => void pick(network)}
          />
        </li>
      ))}
    </ul>
  )
}
