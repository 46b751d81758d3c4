/** The networks a user may pick in the active namespace (Networks, UnsupportedChain). */
import { selectChain } from '../store'
import type { KernelState, Namespace, Network } from '../types'

/** The requested networks, else every configured one of the namespace. */
export function selectableNetworks(state: KernelState, namespace?: Namespace): Network[] {
  const chain = selectChain(state, namespace)
  if (!chain) return []
  const requested = chain.networkState.requestedCaipNetworks
  return requested.length > 0 ? requested : chain.caipNetworks
}
