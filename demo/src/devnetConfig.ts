/**
 * The demo reads its service and RPC URLs at runtime from /devnet.json (the
 * demo server writes it), so devnet ports can be random in tests.
 */
import * as z from 'zod/mini'
import { base, mainnet } from '../../kernel/networks'
import type { Network } from '../../kernel/types'

const devnetJsonSchema = z.object({
  rpc: z.record(z.string(), z.string()),
  api: z.string(),
  registry: z.string(),
  analytics: z.string(),
  /** The devnet's WalletConnect relay (ws://127.0.0.1:…). */
  relay: z.optional(z.string()),
  /** The embedded wallet's frame page (email and social login). */
  secureSite: z.optional(z.string()),
  debug: z.optional(z.boolean()),
  projectId: z.optional(z.string()),
  /**
   * Install the in-page test wallets (devnet only): the EIP-6963 one, and the Wallet Standard Solana one
   * when a Solana dev key is given; 'auto' approves every prompt.
   */
  testWallet: z.optional(z.object({ approval: z.enum(['auto', 'confirm']), solanaSecretKey: z.optional(z.string()) })),
  /** The devnet's Solana RPC (litesvm) and its CAIP-2 id: the demo then configures that network. */
  solana: z.optional(z.object({ rpc: z.string(), caipNetworkId: z.templateLiteral(['solana:', z.string()]) })),
})
export type DevnetJson = z.infer<typeof devnetJsonSchema>

export async function loadDevnetJson(): Promise<DevnetJson> {
  const response = await fetch('/devnet.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/devnet.json: HTTP ${response.status}`)
  return devnetJsonSchema.parse(await response.json())
}

/** Ethereum and Base with their RPC pointed at the devnet's anvil nodes, and the devnet's Solana chain when it has one. */
export function devnetNetworks(devnet: DevnetJson): Network[] {
  const evm = [mainnet, base].map((network) => {
    const rpc = devnet.rpc[String(network.id)]
    return rpc ? { ...network, rpcUrls: { default: { http: [rpc] } } } : network
  })
  return devnet.solana ? [...evm, devnetSolanaNetwork(devnet.solana)] : evm
}

/** The devnet's own Solana chain (SPEC §3 network; 9 decimals): its id is the genesis-hash reference of its CAIP-2 id. */
export function devnetSolanaNetwork({ rpc, caipNetworkId }: NonNullable<DevnetJson['solana']>): Network {
  return {
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId,
    name: 'Solana Local',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpc] } },
    testnet: true,
  }
}
