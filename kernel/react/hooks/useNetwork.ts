import { useCallback } from 'react'
import { selectChain } from '../../store'
import type { CaipNetworkId, Network } from '../../types'
import { useModalInstance } from '../context'
import { useModalState } from './useModalState'

export interface UseNetwork {
  network?: Network
  chainId?: number | string
  caipNetworkId?: CaipNetworkId
  /** The requested networks of the active namespace. */
  networks: Network[]
  switchNetwork(network: Network): Promise<void>
}

export function useNetwork(): UseNetwork {
  const modal = useModalInstance()
  const { network, networks } = useModalState((state) => {
    const chain = selectChain(state)
    return { network: chain?.networkState.caipNetwork, networks: chain?.networkState.requestedCaipNetworks ?? EMPTY }
  })
  const switchNetwork = useCallback((next: Network) => modal.switchNetwork(next), [modal])
  return { network, chainId: network?.id, caipNetworkId: network?.caipNetworkId, networks, switchNetwork }
}

const EMPTY: Network[] = []
