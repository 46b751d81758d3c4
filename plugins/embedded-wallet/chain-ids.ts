/** How the frame names a chain: the numeric id for EVM, the CAIP-2 id for Solana (so it picks the Solana key). */
import type { Network } from '../../kernel/types'

export function frameChainId(network: Network): number | string {
  return network.chainNamespace === 'solana' ? network.caipNetworkId : network.id
}

/** The frame's chain id back as a network id ('solana:<ref>' -> '<ref>'). */
export function networkIdOf(chainId: number | string): number | string {
  if (typeof chainId === 'number') return chainId
  const reference = chainId.includes(':') ? chainId.slice(chainId.indexOf(':') + 1) : chainId
  return /^\d+$/.test(reference) ? Number(reference) : reference
}

/** A base-unit integer as a decimal string (what AdapterBalance.balance holds). */
export function formatUnits(value: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const fraction = (magnitude % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  const whole = `${negative ? '-' : ''}${magnitude / base}`
  return fraction ? `${whole}.${fraction}` : whole
}
