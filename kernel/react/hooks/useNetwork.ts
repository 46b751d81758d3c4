import { useCallback } from 'react'
import { selectChain } from '../../store'
import type { CaipNetworkId, Namespace, Network } from '../../types'
import { useModalInstance } from '../context'
import { useModalState } from './useModalState'

export interface UseNetwork {
  network?: Network
  chainId?: number | string
  caipNetworkId?: CaipNetworkId
  /** The requested networks of the namespace. */
  networks: Network[]
  namespace?: Namespace
  switchNetwork(network: Network): Promise<void>
}

/** The active network of a namespace (default: the active one). */
export function useNetwork({ namespace }: { namespace?: Namespace } = {}): UseNetwork {
  const modal = useModalInstance()
  const { network, networks, ns } = useModalState((state) => {
    const chain = selectChain(state, namespace ?? state.activeNamespace)
    return { network: chain?.networkState.caipNetwork, networks: chain?.networkState.requestedCaipNetworks ?? EMPTY, ns: chain?.namespace }
  })
  const switchNetwork = useCallback((next: Network) => modal.switchNetwork(next), [modal])
  return { network, chainId: network?.id, caipNetworkId: network?.caipNetworkId, networks, namespace: ns, switchNetwork }
}

const EMPTY: Network[] = []
