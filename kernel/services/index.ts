/**
 * The kernel's service clients (SPEC §7) bound to one config: the routes the
 * kernel and several features share. The routes every connected account needs
 * (balance, identity, wallet listing) are bundled with the kernel; analytics
 * loads on the first event, and the transactions, prices and gas routes on
 * first call, so apps that never ask never load them. A plugin's own routes
 * live in the plugin, on this context (its routes.ts).
 * Failed calls resolve to the SPEC §8 fallbacks and report through onError.
 */
import type { Analytics } from './analytics'
import * as account from './account'
import { createServiceContext, type ServiceContext, type ServiceContextOptions } from './context'
import * as registry from './registry'
import type * as blockchain from './blockchain'

export type { ServicesConfig, ServiceContext, CallOptions } from './context'
export type { ApiAlertCode } from './api-errors'
export type { AnalyticsEvent, Analytics } from './analytics'
export type { WalletEntry, WalletPage, GetWalletsArgs, ImageKind } from './registry'
export type { Identity } from './account'
export type { TransactionPage, Transaction, TransactionTransfer, SupportedChains, Prices, GasPrice } from './blockchain'

type Fn = (ctx: ServiceContext, ...args: never[]) => unknown
/** A service function with its context bound. */
type Bound<F extends Fn> = F extends (ctx: ServiceContext, ...args: infer A) => infer R ? (...args: A) => R : never

const bind =
  <F extends Fn>(ctx: ServiceContext, fn: F) =>
  (...args: unknown[]) =>
    (fn as unknown as (ctx: ServiceContext, ...rest: unknown[]) => unknown)(ctx, ...args)

/** Bind a function of a lazily imported module: same signature, module fetched on first call. */
const lazy =
  <M, K extends keyof M>(ctx: ServiceContext, load: () => Promise<M>, name: K) =>
  async (...args: unknown[]) =>
    ((await load())[name] as (ctx: ServiceContext, ...rest: unknown[]) => unknown)(ctx, ...args)

export interface BlockchainService {
  getSupportedChains: Bound<typeof blockchain.getSupportedChains>
  getBalance: Bound<typeof account.getBalance>
  getIdentity: Bound<typeof account.getIdentity>
  getTransactions: Bound<typeof blockchain.getTransactions>
  fetchPrices: Bound<typeof blockchain.fetchPrices>
  getGasPrice: Bound<typeof blockchain.getGasPrice>
}

export interface RegistryService {
  getWallets: Bound<typeof registry.getWallets>
  getAnalyticsConfig: Bound<typeof registry.getAnalyticsConfig>
  walletImageUrl(id: string): string
  assetImageUrl(id: string): string
  currencyImageUrl(id: string): string
  tokenImageUrl(id: string): string
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

export type CreateServicesOptions = ServiceContextOptions

export function createServices(options: CreateServicesOptions): Services {
  const ctx = createServiceContext(options)
  const contextWith = ({ onError, cache }: BlockchainCallOptions): ServiceContext => {
    const fetcher = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
    return createServiceContext({
      config: options.config,
      onError: (error) => {
        onError?.(error)
        ctx.onError(error)
      },
      fetch: cache ? (input, init) => fetcher(input, { ...init, cache }) : options.fetch,
    })
  }
  return {
    context: ctx,
    blockchain: blockchainService(ctx),
    blockchainWith: (callOptions) => blockchainService(contextWith(callOptions)),
    contextWith,
    registry: {
      getWallets: bind(ctx, registry.getWallets) as RegistryService['getWallets'],
      getAnalyticsConfig: bind(ctx, registry.getAnalyticsConfig) as RegistryService['getAnalyticsConfig'],
      walletImageUrl: (id) => registry.imageUrl(ctx, 'wallet', id),
      assetImageUrl: (id) => registry.imageUrl(ctx, 'asset', id),
      currencyImageUrl: (id) => registry.imageUrl(ctx, 'currency', id),
      tokenImageUrl: (id) => registry.imageUrl(ctx, 'token', id),
    },
    analytics: lazyAnalytics(ctx),
  }
}

function blockchainService(ctx: ServiceContext): BlockchainService {
  const blockchainModule = () => import('./blockchain')
  return {
    getBalance: bind(ctx, account.getBalance),
    getIdentity: bind(ctx, account.getIdentity),
    getSupportedChains: lazy(ctx, blockchainModule, 'getSupportedChains'),
    getTransactions: lazy(ctx, blockchainModule, 'getTransactions'),
    fetchPrices: lazy(ctx, blockchainModule, 'fetchPrices'),
    getGasPrice: lazy(ctx, blockchainModule, 'getGasPrice'),
  } as BlockchainService
}

/** Analytics loads on the first event, and never when features.analytics is off (SPEC §4). */
function lazyAnalytics(ctx: ServiceContext): Analytics {
  let analytics: Promise<Analytics> | undefined
  return {
    async track(event) {
      if (ctx.config.features.analytics === false) return
      analytics ??= import('./analytics').then(({ createAnalytics }) => createAnalytics(ctx))
      try {
        await (await analytics).track(event)
      } catch (error) {
        analytics = undefined // the chunk failed to load: drop this event, retry on the next
        ctx.onError(error)
      }
    },
  }
}
