/**
 * The kernel's service clients (SPEC §7) bound to one config: the routes the
 * kernel and several features share. The wallet listing is bundled with the
 * kernel; a connected account's routes (balance, identity) load with the first
 * call, as a connect begins; analytics loads on the first event, and the
 * transactions, prices and gas routes on first call, so apps that never ask
 * never load them. A plugin's own routes
 * live in the plugin, on this context (its routes.ts).
 * Failed calls resolve to the SPEC §8 fallbacks and report through onError.
 */
import { createServiceContext, type ServiceContextOptions } from './context'
import * as registry from './registry'
import type { Analytics, BlockchainCallOptions, BlockchainService, ServiceContext, Services } from './types'

export type * from './types'
export type { ApiAlertCode } from './api-errors'

type Fn = (ctx: ServiceContext, ...args: never[]) => unknown
/** A service function with its context bound. */
type Bound<F extends Fn> = F extends (ctx: ServiceContext, ...args: infer A) => infer R ? (...args: A) => R : never

const bind =
  <F extends Fn>(ctx: ServiceContext, fn: F): Bound<F> =>
    ((...args: unknown[]) => (fn as unknown as (ctx: ServiceContext, ...rest: unknown[]) => unknown)(ctx, ...args)) as Bound<F>

/** Bind a function of a lazily imported module: same signature, module fetched on first call. */
const lazy = <M extends Record<K, Fn>, K extends keyof M>(ctx: ServiceContext, load: () => Promise<M>, name: K): Bound<M[K]> =>
  (async (...args: unknown[]) => ((await load())[name] as unknown as (ctx: ServiceContext, ...rest: unknown[]) => unknown)(ctx, ...args)) as Bound<M[K]>

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
      getWallets: bind(ctx, registry.getWallets),
      getAnalyticsConfig: bind(ctx, registry.getAnalyticsConfig),
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
  const accountModule = () => import('./account')
  return {
    getBalance: lazy(ctx, accountModule, 'getBalance'),
    getIdentity: lazy(ctx, accountModule, 'getIdentity'),
    getSupportedChains: lazy(ctx, blockchainModule, 'getSupportedChains'),
    getTransactions: lazy(ctx, blockchainModule, 'getTransactions'),
    fetchPrices: lazy(ctx, blockchainModule, 'fetchPrices'),
    getGasPrice: lazy(ctx, blockchainModule, 'getGasPrice'),
  }
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
