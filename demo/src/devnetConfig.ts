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
  /** Install the in-page EIP-6963 test wallet (devnet only); 'auto' approves every prompt. */
  testWallet: z.optional(z.object({ approval: z.enum(['auto', 'confirm']) })),
})
export type DevnetJson = z.infer<typeof devnetJsonSchema>

export async function loadDevnetJson(): Promise<DevnetJson> {
  const response = await fetch('/devnet.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/devnet.json: HTTP ${response.status}`)
  return devnetJsonSchema.parse(await response.json())
}

/** Ethereum and Base with their RPC pointed at the devnet's anvil nodes. */
export function devnetNetworks(devnet: DevnetJson): Network[] {
  return [mainnet, base].map((network) => {
    const rpc = devnet.rpc[String(network.id)]
    return rpc ? { ...network, rpcUrls: { default: { http: [rpc] } } } : network
  })
}
