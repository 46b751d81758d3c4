/**
 * Where the adapter reads a chain (SPEC §8 "RPC"): a chain outside the app's networks, such as the one a wallet
 * moved to on its own, has no JSON-RPC provider ('JSON-RPC provider for {chain} not found'); a configured
 * network without an RPC URL has none given ('No RPC url provided for chainId').
 */
import { PROVIDER_MESSAGES, errorIn, type Network } from '../../kernel/plugin'

/** `networks`: the app's networks (absent: every network is taken as configured). */
export function rpcUrlOf(network: Network, networks?: readonly Network[]): string {
  if (networks && !networks.some((configured) => configured.caipNetworkId === network.caipNetworkId)) {
    throw errorIn(PROVIDER_MESSAGES, 'RPC_PROVIDER_NOT_FOUND', network.caipNetworkId)
  }
  const url = network.rpcUrls.default.http[0]
  if (!url) throw errorIn(PROVIDER_MESSAGES, 'RPC_URL_MISSING')
  return url
}
