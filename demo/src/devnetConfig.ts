/**
 * The demo reads its service and RPC URLs at runtime from /devnet.json (the
 * demo server writes it), so devnet ports can be random in tests.
 */
import * as z from 'zod/mini'
import { base, bitcoin, bitcoinTestnet, mainnet, polkadot, westend } from '../../kernel/networks'
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
  testWallet: z.optional(
    z.object({
      approval: z.enum(['auto', 'confirm']),
      solanaSecretKey: z.optional(z.string()),
      /** The keyring URI of the in-page Polkadot test extension's account (with `polkadot`). */
      polkadotUri: z.optional(z.string()),
    }),
  ),
  /** The devnet's Solana RPC (litesvm) and its CAIP-2 id: the demo then configures that network. */
  solana: z.optional(z.object({ rpc: z.string(), caipNetworkId: z.templateLiteral(['solana:', z.string()]) })),
  /** A Bitcoin network to configure (no node: balances show as unavailable), with the in-page Bitcoin test wallet on it. */
  bitcoin: z.optional(z.object({ network: z.enum(['mainnet', 'testnet']) })),
  /** Configure Polkadot and Westend (no node: balances show as unavailable). */
  polkadot: z.optional(z.boolean()),
})
export type DevnetJson = z.infer<typeof devnetJsonSchema>

export async function loadDevnetJson(): Promise<DevnetJson> {
  const response = await fetch('/devnet.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/devnet.json: HTTP ${response.status}`)
  return devnetJsonSchema.parse(await response.json())
}

/**
 * Ethereum with its RPC pointed at the devnet's anvil node; Base as the built-in network, naming no RPC URL, so it
 * reads through the devnet's RPC service route (`{api}/v1?chainId=eip155:8453&projectId=…`, SPEC §7) as an app's
 * default network does; the devnet's Solana chain when it has one, and the Bitcoin and Polkadot networks asked for.
 */
export function devnetNetworks(devnet: DevnetJson): Network[] {
  const rpc = devnet.rpc[String(mainnet.id)]
  const evm = [rpc ? { ...mainnet, rpcUrls: { default: { http: [rpc] } } } : mainnet, base]
  const solana = devnet.solana ? [devnetSolanaNetwork(devnet.solana)] : []
  const btc = devnet.bitcoin ? [devnet.bitcoin.network === 'mainnet' ? bitcoin : bitcoinTestnet] : []
  const dot = devnet.polkadot ? [polkadot, westend] : []
  return [...evm, ...solana, ...btc, ...dot]
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
    // It stands in for a main cluster, as the anvil chains stand in for Ethereum and Base: the balance and
    // activity routes serve it (SPEC §7 leaves testnets out).
    testnet: false,
  }
}

const FLAG = /^-?[a-zA-Z]+$/

/**
 * The config a page's query adds (browser tests): `features` a comma list of flags, each on or, with a
 * leading '-', off (an unknown one is createModal's to refuse); `terms` and `privacy` the legal links (the
 * config's own schema checks them). Anything else in `features` is refused here.
 */
/** A custom wallet (config `customWallets`) the browser tests add with `?custom=1`: the devnet's WalletConnect dev wallet under another name. */
const CUSTOM_WALLET = { id: 'portico-custom-wallet', name: 'Custom Dev Wallet', homepage: 'https://example.org/' }

export function queryConfig(query: URLSearchParams): {
  features?: Record<string, boolean>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  customWallets?: Array<typeof CUSTOM_WALLET>
} {
  const flags = query.get('features')?.split(',').filter(Boolean) ?? []
  const bad = flags.find((flag) => !FLAG.test(flag))
  if (bad !== undefined) throw new Error(`?features: "${bad}" is not a flag name`)
  return {
    ...(flags.length > 0 ? { features: Object.fromEntries(flags.map((flag) => [flag.replace(/^-/, ''), !flag.startsWith('-')])) } : {}),
    ...(query.get('terms') ? { termsConditionsUrl: query.get('terms') as string } : {}),
    ...(query.get('privacy') ? { privacyPolicyUrl: query.get('privacy') as string } : {}),
    ...(query.get('custom') === '1' ? { customWallets: [CUSTOM_WALLET] } : {}),
  }
}
