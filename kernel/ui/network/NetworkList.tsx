/** The networks to pick from; the active one carries aria-current. Switching goes through the kernel. */
import { useState, type ReactElement } from 'react'
import { errorMessage } from '../../errors'
import { selectActiveNetwork } from '../../store'
import type { Kernel, Network } from '../../types'
import { ListButton } from '../primitives/ListButton'
import { useShake } from '../shell/shake'
import { useKernelState } from '../useKernelState'
import { selectableNetworks } from '../activeChain'

export function NetworkList({ kernel, onSwitched }: { kernel: Kernel; onSwitched: () => void }): ReactElement {
  const networks = useKernelState(kernel, (state) => selectableNetworks(state))
  const currentId = useKernelState(kernel, (state) => selectActiveNetwork(state)?.caipNetworkId)
  const [pending, setPending] = useState<string>()
  const shake = useShake()

  async function pick(network: Network): Promise<void> {
    if (pending) return
    if (network.caipNetworkId === currentId) return onSwitched()
    setPending(network.caipNetworkId)
    try {
      await kernel.connection.switchNetwork(network)
      onSwitched()
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
            current={network.caipNetworkId === currentId}
            tag={pending === network.caipNetworkId ? 'Switching…' : network.caipNetworkId === currentId ? 'Active' : undefined}
            onClick={() => void pick(network)}
          />
        </li>
      ))}
    </ul>
  )
}
