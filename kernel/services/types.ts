/**
 * The services' contract (SPEC §7): what the kernel's service clients take and
 * answer, and the context a route runs over. Types only; the routes
 * (account.ts, blockchain.ts, registry.ts, analytics.ts) implement them and
 * check every answer against a schema of these shapes.
 */
import type { AnalyticsEvent } from '../events'
import type { HttpClient } from '../http-types'
import type { Network, TokenBalance } from '../state'

/** The fields of the resolved config that the services read. */
export interface ServicesConfig {
  projectId: string
  sdkType: string
  sdkVersion: string
  features: { analytics?: boolean }
  services: { blockchainApiUrl: string; registryUrl: string; analyticsUrl: string }
}

/** What every route runs over (viem-style: functions take a context, so a bundler drops the routes an app never calls). */
export interface ServiceContext {
  config: ServicesConfig
  http: HttpClient
  onError: (error: unknown) => void
}

/** Every service call can be cancelled (SPEC §8 'Request was aborted'). */
export interface CallOptions {
  signal?: AbortSignal
}

/** A network as the support rules read it. */
export type NetworkRef = Pick<Network, 'caipNetworkId' | 'testnet'>

/* The Blockchain API (SPEC §7) */

export interface GetBalanceArgs extends CallOptions {
  address: string
  network: NetworkRef
  /** Bypasses the service's cache (e.g. the token just sent). */
  forceUpdate?: string
}

export interface Identity {
  name: string | null
  avatar: string | null
}

export interface GetIdentityArgs extends CallOptions {
  address: string
  sender?: string
  /** When given, only EVM mainnets are looked up (SPEC §5). */
  network?: NetworkRef
}

export interface SupportedChains {
  http: string[]
  ws: string[]
}

export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: {
    name?: string
    contract_address?: string
    token_id?: string
    content?: { preview?: { url: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface Transaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce: number
    chain: string
  }
  transfers: TransactionTransfer[]
}

/** One page of an account's transactions; `next` is the cursor of the following page. */
export interface TransactionPage {
  data: Transaction[]
  next?: string
}

export interface GetTransactionsArgs extends CallOptions {
  account: string
  cursor?: string
  /** SPEC §7's `onramp` query: list the purchases of this on-ramp provider instead. */
  onramp?: string
  chainId?: string
}

export interface Prices {
  fungibles: Array<{ name?: string; symbol: string; iconUrl?: string; price: number }>
}

export interface FetchPricesArgs extends CallOptions {
  /** CAIP-10 token addresses, e.g. 'eip155:1:0x…'. */
  addresses: string[]
  currency?: string
}

/** SPEC §3 gas price: standard, fast and instant, as decimal strings. */
export interface GasPrice {
  standard: string
  fast: string
  instant: string
}

export interface GetGasPriceArgs extends CallOptions {
  chainId: string
}

export interface BlockchainService {
  getSupportedChains(options?: CallOptions): Promise<SupportedChains>
  /** SPEC §7 balance; unsupported chains and testnets give an empty list without a call (§9). */
  getBalance(args: GetBalanceArgs): Promise<{ balances: TokenBalance[] }>
  getIdentity(args: GetIdentityArgs): Promise<Identity>
  getTransactions(args: GetTransactionsArgs): Promise<TransactionPage>
  fetchPrices(args: FetchPricesArgs): Promise<Prices>
  /** Fallback: zero prices (the caller shows 'Network not supported for Gas Price' on unsupported chains). */
  getGasPrice(args: GetGasPriceArgs): Promise<GasPrice>
}

/* The wallet registry (SPEC §7) */

export interface WalletEntry {
  id: string
  name: string
  image_id?: string | null
  rdns?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  homepage?: string | null
  chains?: string[]
  badge_type?: string | null
}

export interface WalletPage {
  data: WalletEntry[]
  count: number
}

export interface GetWalletsArgs extends CallOptions {
  page: number
  entries: number
  chains?: string[]
  include?: string[]
  exclude?: string[]
  search?: string
  badge_type?: string
}

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

export interface RegistryService {
  getWallets(args: GetWalletsArgs): Promise<WalletPage>
  /** A failed fetch turns analytics off (SPEC §4). */
  getAnalyticsConfig(options?: CallOptions): Promise<{ isAnalyticsEnabled: boolean }>
  walletImageUrl(id: string): string
  assetImageUrl(id: string): string
  currencyImageUrl(id: string): string
  tokenImageUrl(id: string): string
}

/* Analytics (SPEC §7 POST /e) */

export interface Analytics {
  /** Fire and forget; resolves when the event was handled (sent, dropped or failed). */
  track(event: AnalyticsEvent): Promise<void>
}

/** What `Services.blockchainWith` binds the routes to besides the modal's own context. */
export interface BlockchainCallOptions {
  /** Also told when a call fails (the call still reports to the kernel and resolves to its fallback). */
  onError?: (error: unknown) => void
  /** The fetch cache mode (SPEC §7: coinbase transactions are fetched with 'no-cache'). */
  cache?: RequestCache
}

export interface Services {
  /** For calling the standalone functions of kernel/services/* directly. */
  context: ServiceContext
  blockchain: BlockchainService
  /** The blockchain routes for a caller that must know a call failed, or must bypass the HTTP cache. */
  blockchainWith(options: BlockchainCallOptions): BlockchainService
  /** The same for a plugin's own routes: a context that also tells `onError`, or bypasses the HTTP cache. */
  contextWith(options: BlockchainCallOptions): ServiceContext
  registry: RegistryService
  analytics: Analytics
}
