/**
 * The networks of SPEC §3 as separate named constants and the CAIP/address
 * rules of SPEC §5. Public as `portico/networks`. Tree-shakable: every
 * constant is built by a call marked pure, so a bundle keeps only the
 * constants and rules it imports (the kernel entry keeps one rule).
 */
import { NAMESPACES } from './types'
import type { CaipNetworkId, Namespace, Network } from './types'

function evm(
  id: number,
  name: string,
  symbol: string,
  rpc: string,
  explorer: [string, string],
  testnet = false,
  nativeCurrency: Network['nativeCurrency'] = { name: symbol === 'ETH' ? 'Ether' : name, symbol, decimals: 18 },
): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    name,
    chainNamespace: 'eip155',
    nativeCurrency,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: explorer[0], url: explorer[1] } },
    testnet,
  }
}

export const avalanche = /* @__PURE__ */ evm(43114, 'Avalanche', 'AVAX', 'https://api.avax.network/ext/bc/C/rpc', ['SnowTrace', 'https://snowtrace.io'])
export const avalancheFuji = /* @__PURE__ */ evm(43113, 'Avalanche Fuji', 'AVAX', 'https://api.avax-test.network/ext/bc/C/rpc', ['SnowTrace', 'https://testnet.snowtrace.io'], true)
export const base = /* @__PURE__ */ evm(8453, 'Base', 'ETH', 'https://mainnet.base.org', ['Basescan', 'https://basescan.org'])
export const baseSepolia = /* @__PURE__ */ evm(84532, 'Base Sepolia', 'ETH', 'https://sepolia.base.org', ['Basescan', 'https://sepolia.basescan.org'], true)
export const mainnet = /* @__PURE__ */ evm(1, 'Ethereum', 'ETH', 'https://eth.merkle.io', ['Etherscan', 'https://etherscan.io'])
export const sepolia = /* @__PURE__ */ evm(11155111, 'Sepolia', 'ETH', 'https://sepolia.drpc.org', ['Etherscan', 'https://sepolia.etherscan.io'], true)

/** Tron's EVM-compatible JSON-RPC; TRX has 6 decimals (SPEC §3). */
export const tron = /* @__PURE__ */ evm(728126428, 'Tron', 'TRX', 'https://api.trongrid.io/jsonrpc', ['Tronscan', 'https://tronscan.org'], false, {
  name: 'TRON',
  symbol: 'TRX',
  decimals: 6,
})

function nonEvm(
  namespace: Namespace,
  reference: string,
  name: string,
  currency: Network['nativeCurrency'],
  rpc: string,
  explorer: [string, string] | undefined,
  testnet = false,
): Network {
  return {
    id: reference,
    caipNetworkId: `${namespace}:${reference}`,
    name,
    chainNamespace: namespace,
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer[0], url: explorer[1] } } } : {}),
    testnet,
  }
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }
export const solana = /* @__PURE__ */ nonEvm('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', SOL, 'https://api.mainnet-beta.solana.com', ['Solscan', 'https://solscan.io'])
export const solanaDevnet = /* @__PURE__ */ nonEvm('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', SOL, 'https://api.devnet.solana.com', ['Solscan', 'https://solscan.io'], true)
export const solanaTestnet = /* @__PURE__ */ nonEvm('solana', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', SOL, 'https://api.testnet.solana.com', ['Solscan', 'https://solscan.io'], true)

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
export const bitcoin = /* @__PURE__ */ nonEvm('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', BTC, 'https://rpc.walletconnect.org/v1', ['Mempool', 'https://mempool.space'])
export const bitcoinTestnet = /* @__PURE__ */ nonEvm('bip122', '000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', BTC, 'https://rpc.walletconnect.org/v1', ['Mempool', 'https://mempool.space/testnet'], true)

/**
 * Polkadot relay chains: CAIP-2 'polkadot:' + the first 32 hex digits of the genesis hash. SPEC §3 names
 * no Polkadot network; DOT has 10 decimals, WND 12 (the chains' own token decimals). No block explorer:
 * Subscan, the usual one, has its account pages at /account/, not the /address/ `addressExplorerUrl` builds.
 */
export const polkadot = /* @__PURE__ */ nonEvm('polkadot', '91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, 'https://rpc.polkadot.io', undefined)
export const westend = /* @__PURE__ */ nonEvm('polkadot', 'e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', { name: 'Westend', symbol: 'WND', decimals: 12 }, 'https://westend-rpc.polkadot.io', undefined, true)

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
