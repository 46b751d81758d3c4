/** The active network as a pill that opens Networks; its accessible name is the network's name. */
import type { ReactElement } from 'react'
import type { Kernel, Network } from '../../types'
import { ChevronIcon, GlobeIcon } from '../primitives/icons'

export function NetworkPill({ kernel, network }: { kernel: Kernel; network?: Network }): ReactElement {
  return (
    <button type="button" className="pt-pill" onClick={() => kernel.router.push('Networks')}>
      {/* The network's mark: one element, for the registry's network image (a NetworkImage primitive) to replace. */}
      <GlobeIcon />
      {network?.name ?? 'Network'}
      <ChevronIcon />
    </button>
  )
}
