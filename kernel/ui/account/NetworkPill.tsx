/** The active network as a pill that opens Networks: its image from the registry (a generated disc without one); its accessible name is the network's name. */
import type { ReactElement } from 'react'
import type { Kernel, Network } from '../../types'
import { WalletImage } from '../primitives/Avatar'
import { ChevronIcon } from '../primitives/icons'

export function NetworkPill({ kernel, network }: { kernel: Kernel; network?: Network }): ReactElement {
  const name = network?.name ?? 'Network'
  return (
    <button type="button" className="pt-pill" onClick={() => kernel.router.push('Networks')}>
      <WalletImage src={network && kernel.services.registry.assetImageUrl(network.caipNetworkId)} name={name} size="sm" disc />
      {name}
      <ChevronIcon />
    </button>
  )
}
