/**
 * The networks of SPEC §3 as separate named constants and the CAIP/address
 * rules of SPEC §5. Public as `portico/networks`. Tree-shakable: every
 * constant is built by a call marked pure, so a bundle keeps only the
 * constants and rules it imports (the kernel entry keeps one rule).
 *
 * A network here names no RPC URL (`http: []`) when the Blockchain API's RPC
 * service serves its chain id: SPEC §7 makes that service the default, and
 * `resolveConfig` fills in `{blockchainApiUrl}/v1?chainId=…&projectId=…`.
 * Only Tron and the Polkadot chains, which the service does not serve, keep a
 * public RPC URL of their own.
 */
import { NAMESPACES } from './types'
import type { CaipNetworkId, Namespace, Network } from './types'

function evm(
  id: number,
  name: string,
  symbol: string,
  explorer: [string, string],
  testnet = false,
  nativeCurrency: Network['nativeCurrency'] = { name: symbol === 'ETH' ? 'Ether' : name, symbol, decimals: 18 },
  rpc?: string,
): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    name,
    chainNamespace: 'eip155',
    nativeCurrency,
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
    blockExplorers: { default: { name: explorer[0], url: explorer[1] } },
    testnet,
  }
}

export const avalanche = /* @__PURE__ */ evm(43114, 'Avalanche', 'AVAX', ['SnowTrace', 'https://snowtrace.io'])
export const avalancheFuji = /* @__PURE__ */ evm(43113, 'Avalanche Fuji', 'AVAX', ['SnowTrace', 'https://testnet.snowtrace.io'], true)
export const base = /* @__PURE__ */ evm(8453, 'Base', 'ETH', ['Basescan', 'https://basescan.org'])
export const baseSepolia = /* @__PURE__ */ evm(84532, 'Base Sepolia', 'ETH', ['Basescan', 'https://sepolia.basescan.org'], true)
export const mainnet = /* @__PURE__ */ evm(1, 'Ethereum', 'ETH', ['Etherscan', 'https://etherscan.io'])
export const sepolia = /* @__PURE__ */ evm(11155111, 'Sepolia', 'ETH', ['Etherscan', 'https://sepolia.etherscan.io'], true)

/**
 * Tron's EVM-compatible JSON-RPC; TRX has 6 decimals (SPEC §3). The RPC service does not serve eip155:728126428
 * (its supported-chains list has no Tron), so Tron keeps TronGrid's public endpoint.
 */
export const tron = /* @__PURE__ */ evm(
  728126428,
  'Tron',
  'TRX',
  ['Tronscan', 'https://tronscan.org'],
  false,
  { name: 'TRON', symbol: 'TRX', decimals: 6 },
  'https://api.trongrid.io/jsonrpc',
)

function nonEvm(
  namespace: Namespace,
  reference: string,
  name: string,
  currency: Network['nativeCurrency'],
  explorer: [string, string] | undefined,
  testnet = false,
  rpc?: string,
): Network {
  return {
    id: reference,
    caipNetworkId: `${namespace}:${reference}`,
    name,
    chainNamespace: namespace,
    nativeCurrency: currency,
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer[0], url: explorer[1] } } } : {}),
    testnet,
  }
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }
export const solana = /* @__PURE__ */ nonEvm('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', SOL, ['Solscan', 'https://solscan.io'])
export const solanaDevnet = /* @__PURE__ */ nonEvm('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', SOL, ['Solscan', 'https://solscan.io'], true)
export const solanaTestnet = /* @__PURE__ */ nonEvm('solana', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', SOL, ['Solscan', 'https://solscan.io'], true)

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
export const bitcoin = /* @__PURE__ */ nonEvm('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', BTC, ['Mempool', 'https://mempool.space'])
export const bitcoinTestnet = /* @__PURE__ */ nonEvm('bip122', '000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', BTC, ['Mempool', 'https://mempool.space/testnet'], true)

/**
 * Polkadot relay chains: CAIP-2 'polkadot:' + the first 32 hex digits of the genesis hash. SPEC §3 names
 * no Polkadot network; DOT has 10 decimals, WND 12 (the chains' own token decimals). No block explorer:
 * Subscan, the usual one, has its account pages at /account/, not the /address/ `addressExplorerUrl` builds. The RPC
 * service serves no polkadot: chain id, so each keeps its public endpoint (for the app's own reads: the polkadot
 * adapter reads no chain).
 */
export const polkadot = /* @__PURE__ */ nonEvm('polkadot', '91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, undefined, false, 'https://rpc.polkadot.io')
export const westend = /* @__PURE__ */ nonEvm('polkadot', 'e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', { name: 'Westend', symbol: 'WND', decimals: 12 }, undefined, true, 'https://westend-rpc.polkadot.io')

/* ------------------------------------------------------------------ */
/* SPEC §5 rules.                                                      */
/* ------------------------------------------------------------------ */

export interface ParsedCaipAddress {
  namespace: Namespace
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
}

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value)
}

/** A CAIP address has exactly three non-empty colon-separated parts with a known namespace (SPEC §5). */
export function parseCaipAddress(value: string): ParsedCaipAddress | undefined {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((part) => part === '')) return undefined
  const [namespace, chainId, address] = parts as [string, string, string]
  if (!isNamespace(namespace)) return undefined
  return { namespace, chainId, address, caipNetworkId: `${namespace}:${chainId}` }
}

/** The shape of an EVM address: 40 hex digits with an optional 0x (SPEC §5). The checksum rule is the eip155 adapter's. */
export function hasEvmAddressShape(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

/** Supported when the namespace requested no networks, or the network is among them (SPEC §5). */
export function isNetworkSupported(network: Pick<Network, 'caipNetworkId'>, requested: readonly Network[] | undefined): boolean {
  if (!requested || requested.length === 0) return true
  return requested.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)
}

/** A smart account is enabled only when the active network's numeric id is in the list (SPEC §5). */
export function isSmartAccountEnabled(activeNetwork: Pick<Network, 'id'> | undefined, enabledNetworkIds: readonly number[]): boolean {
  if (!activeNetwork) return false
  const numericId = Number(activeNetwork.id)
  return Number.isInteger(numericId) && enabledNetworkIds.includes(numericId)
}

/** The CAIP address of an account on a network. */
export function toCaipAddress(network: Pick<Network, 'caipNetworkId'>, address: string): `${string}:${string}:${string}` {
  return `${network.caipNetworkId}:${address}`
}

/** The explorer page of an address, when the network has an explorer. */
export function addressExplorerUrl(network: Pick<Network, 'blockExplorers'>, address: string): string | undefined {
  const url = network.blockExplorers?.default.url
  return url ? `${url.replace(/\/$/, '')}/address/${address}` : undefined
}
