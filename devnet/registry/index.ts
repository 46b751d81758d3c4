/**
 * The wallet registry stand-in (SPEC §7): /getWallets, the image routes
 * (generated PNG images) and /getAnalyticsConfig.
 */
import type { AuthGate } from '../auth'
import type { FaultStore } from '../faults'
import { json, serve, type Middleware, type RequestContext, type RunningServer } from '../server-utils'
import { IMAGE_CONTENT_TYPE, imagePng } from './images'
import { generateWallets, queryWallets } from './wallets'

export interface RegistryOptions {
  port?: number
  faults: FaultStore
  auth: AuthGate
  /** Number of listed wallets (≥ the SPEC §9 named ones); default 420. */
  walletCount?: number
  analyticsEnabled?: boolean
}

const IMAGE_PATHS = ['/getWalletImage/', '/public/getAssetImage/', '/public/getCurrencyImage/', '/public/getTokenImage/']

export function startRegistry(options: RegistryOptions): Promise<RunningServer> {
  const wallets = generateWallets(options.walletCount)

  function sendImage({ res, url }: RequestContext) {
    const id = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))
    res.writeHead(200, { 'content-type': IMAGE_CONTENT_TYPE, 'cache-control': 'public, max-age=3600' })
    res.end(imagePng(id))
  }
  /** Images are public here so <img> tags and history icons need no project id. */
  const images: Middleware = (ctx) => {
    if (ctx.req.method !== 'GET' || !IMAGE_PATHS.some((prefix) => ctx.url.pathname.startsWith(prefix))) return false
    sendImage(ctx)
    return true
  }

  return serve({
    name: 'wallet-registry',
    port: options.port,
    middleware: [options.faults.middleware, images, options.auth.middleware],
    routes: [
      {
        method: 'GET',
        path: '/getWallets',
        handler: ({ res, url }) => {
          const param = (name: string) => url.searchParams.get(name)
          json(res, 200, queryWallets(wallets, {
            page: Number(param('page')),
            entries: Number(param('entries')),
            search: param('search'),
            include: param('include'),
            exclude: param('exclude'),
            chains: param('chains'),
            badge_type: param('badge_type'),
          }))
        },
      },
      {
        method: 'GET',
        path: '/getAnalyticsConfig',
        handler: ({ res }) => json(res, 200, { isAnalyticsEnabled: options.analyticsEnabled ?? true }),
      },
    ],
  })
}
