/**
 * Networks and adapters an app adds or removes after createModal (modal.addNetwork, removeNetwork,
 * removeAdapter), loaded when first used. The rules are the store's and the adapter registry's (SPEC §4/§5):
 * a network is checked by the config's own schema and gets the config's default RPC URL; removing an unknown
 * network or the last of its namespace is refused; removing the active network selects the first remaining
 * one (the connected wallet is asked to switch first, so a refusal leaves everything as it was); an adapter is
 * not removed while its namespace is connected.
 */
import { DEFAULT_SERVICES, withDefaultRpc } from '../config'
import { networkSchema } from '../config-schema'
import { CONNECTION_MESSAGES, NETWORK_MESSAGES, errorIn } from '../errors'
import { addNetwork as addToStore, removeNetwork as removeFromStore } from '../store-rules'
import type { Namespace, Network } from '../types'
import { formatIssues } from '../validation'
import { moveToNetwork, type Lifecycle } from './session'

export async function addNetwork(ctx: Lifecycle, namespace: Namespace, network: Network): Promise<void> {
  const parsed = networkSchema.safeParse(network)
  if (!parsed.success) throw errorIn(NETWORK_MESSAGES, 'INVALID_NETWORK', formatIssues(parsed.error))
  if (network.chainNamespace !== namespace) throw errorIn(NETWORK_MESSAGES, 'INVALID_NETWORK', `chainNamespace: Expected "${namespace}"`)
  // The parsed copy: what the app keeps a reference to cannot change the store behind its back.
  const { services = DEFAULT_SERVICES, projectId } = ctx.config
  const added = withDefaultRpc(parsed.data as Network, services.blockchainApiUrl, projectId)
  if (!addToStore(ctx.store, added)) throw errorIn(CONNECTION_MESSAGES, 'CHAIN_ADAPTER_NOT_FOUND')
}

export async function removeNetwork(ctx: Lifecycle, namespace: Namespace, caipNetworkId: string): Promise<void> {
  const chain = ctx.store.getState().chains[namespace]
  const networks = chain?.caipNetworks ?? []
  if (!networks.some((network) => network.caipNetworkId === caipNetworkId)) throw errorIn(NETWORK_MESSAGES, 'NETWORK_NOT_FOUND')
  const remaining = networks.filter((network) => network.caipNetworkId !== caipNetworkId)
  if (!remaining[0]) throw errorIn(NETWORK_MESSAGES, 'LAST_NETWORK', namespace)
  if (chain?.networkState.caipNetwork?.caipNetworkId === caipNetworkId) {
    if (ctx.store.getState().activeNamespace === namespace) await moveToNetwork(ctx, remaining[0])
  }
  removeFromStore(ctx.store, caipNetworkId)
}

export function removeAdapter(ctx: Lifecycle, namespace: Namespace): void {
  const instance = ctx.adapters.loaded(namespace)
  if (!ctx.adapters.remove(namespace)) {
    if (ctx.adapters.has(namespace)) throw errorIn(NETWORK_MESSAGES, 'ADAPTER_CONNECTED', namespace)
    throw errorIn(CONNECTION_MESSAGES, 'CHAIN_ADAPTER_NOT_FOUND')
  }
  if (instance) {
    ctx.unsubscribers.get(instance)?.()
    ctx.unsubscribers.delete(instance)
  }
  // Its wallets leave the Connect view; connector drivers (WalletConnect, the embedded wallet) stay.
  ctx.sync.publishConnectors()
}
