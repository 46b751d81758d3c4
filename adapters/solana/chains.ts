/**
 * Wallet Standard names Solana clusters 'solana:mainnet', 'solana:devnet',
 * 'solana:testnet' and 'solana:localnet'; Portico's networks are CAIP-2
 * ('solana:<genesis hash prefix>', SPEC §3). A wallet may list either form.
 */
import type { CaipNetworkId, Network } from '../../kernel/plugin'

/** The genesis-hash references of the public clusters (kernel/networks.ts). */
const CLUSTERS: Readonly<Record<string, CaipNetworkId>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The cluster name of a network: any chain that is not a public cluster is a local one. */
export function clusterOf(network: Pick<Network, 'id'>): CaipNetworkId {
  return CLUSTERS[String(network.id)] ?? 'solana:localnet'
}

/** The chain to name in wallet requests: the CAIP-2 id when the wallet lists it, else the cluster name. */
export function walletChainOf(network: Pick<Network, 'id' | 'caipNetworkId'>, walletChains: readonly string[]): CaipNetworkId {
  return walletChains.includes(network.caipNetworkId) ? network.caipNetworkId : clusterOf(network)
}

/** Whether the wallet says it serves the network, in either form. */
export function walletSupports(network: Pick<Network, 'id' | 'caipNetworkId'>, walletChains: readonly string[]): boolean {
  return walletChains.includes(walletChainOf(network, walletChains))
}
