/** How the frame names a chain: the numeric id for EVM, the CAIP-2 id for Solana (so it picks the Solana key). */
import type { Network } from '../../kernel/plugin'

export function frameChainId(network: Network): number | string {
  return network.chainNamespace === 'solana' ? network.caipNetworkId : network.id
}

/** The frame's chain id back as a network id ('solana:<ref>' -> '<ref>'). */
export function networkIdOf(chainId: number | string): number | string {
  if (typeof chainId === 'number') return chainId
  const reference = chainId.includes(':') ? chainId.slice(chainId.indexOf(':') + 1) : chainId
  return /^\d+$/.test(reference) ? Number(reference) : reference
}
