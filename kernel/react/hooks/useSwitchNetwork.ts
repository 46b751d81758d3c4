import type { Network } from '../../types'
import { useModalInstance } from '../context'
import { useMutation, type Mutation } from '../mutation'

export type UseSwitchNetwork = Mutation<Network, void>

/** Switches to a configured network (useNetwork lists them): a mutation (status idle, pending, success, error). */
export function useSwitchNetwork(): UseSwitchNetwork {
  const modal = useModalInstance()
  return useMutation((network: Network) => modal.switchNetwork(network))
}
