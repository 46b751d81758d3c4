/**
 * Switching network (SPEC §4): only to a configured one, tracked as SWITCH_NETWORK. Any other shows the SPEC §8
 * Network Not Found alert and rejects with 'Unsupported chain' (UNSUPPORTED_CHAIN, the id in `details`). The
 * configured network is the one used: it carries the RPC URL the config resolved (SPEC §7).
 */
import { ALERTS, CONNECTION_MESSAGES, PorticoError, messageIn } from '../errors'
import { findNetwork } from '../store-rules'
import type { Network } from '../types'
import { moveToNetwork, type Lifecycle } from './session'

export async function switchNetwork(ctx: Lifecycle, network: Network): Promise<void> {
  const { store, bus } = ctx
  // Configured, or added since (modal.addNetwork).
  const configured = findNetwork(store.getState(), network.caipNetworkId)
  if (!configured) {
    store.update((draft) => {
      draft.alert = ALERTS.SWITCH_NETWORK_NOT_FOUND
    })
    throw new PorticoError('UNSUPPORTED_CHAIN', messageIn(CONNECTION_MESSAGES, 'UNSUPPORTED_CHAIN'), { details: { caipNetworkId: network.caipNetworkId } })
  }
  await moveToNetwork(ctx, configured)
  bus.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
}
