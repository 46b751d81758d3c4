/**
 * The demo reads its service and RPC URLs at runtime from /devnet.json (the
 * demo server writes it), so devnet ports can be random in tests.
 */
import * as z from 'zod/mini'
import type { Network } from 'portico'

const devnetJsonSchema = z.object({
  /** The EIP-6963 test wallet's chains (chain id → RPC URL). */
  rpc: z.record(z.string(), z.string()),
  /** portico-devnet's modalConfig(): networks pointed at the devnet and every service URL (createModal checks both). */
  modal: z.object({
    networks: z.array(z.custom<Network>((value) => typeof value === 'object' && value !== null)),
    services: z.object({ blockchainApiUrl: z.string(), registryUrl: z.string(), analyticsUrl: z.string(), secureSiteUrl: z.string() }),
  }),
  /** The devnet's WalletConnect relay (ws://127.0.0.1:…). */
  relay: z.optional(z.string()),
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
      /** The keyring URI of the in-page Polkadot test extension's account (with a Polkadot network). */
      polkadotUri: z.optional(z.string()),
    }),
  ),
  /** The devnet's Solana RPC (litesvm) and its CAIP-2 id, for the in-page Solana test wallet. */
  solana: z.optional(z.object({ rpc: z.string(), caipNetworkId: z.templateLiteral(['solana:', z.string()]) })),
  /** The Bitcoin network configured (no node: balances show as unavailable), for the in-page Bitcoin test wallet. */
  bitcoin: z.optional(z.object({ network: z.enum(['mainnet', 'testnet']) })),
  /** Polkadot and Westend configured (no node), for the in-page Polkadot test extension. */
  polkadot: z.optional(z.boolean()),
})
export type DevnetJson = z.infer<typeof devnetJsonSchema>

export async function loadDevnetJson(): Promise<DevnetJson> {
  const response = await fetch('/devnet.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/devnet.json: HTTP ${response.status}`)
  return devnetJsonSchema.parse(await response.json())
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
