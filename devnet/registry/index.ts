/**
 * The wallet registry stand-in (SPEC §7): /getWallets, the image routes (drawn SVG images of the networks and
 * tokens it knows, generated PNG images for the rest; bad ones under the 'hostile' fault) and /getAnalyticsConfig.
 */
import type { AuthGate } from '../auth'
import type { FaultStore } from '../faults'
import { hostileWallets } from '../hostile-data'
import { HOSTILE_IMAGE_IDS, HOSTILE_IMAGES, hostileIndex, isHostile, pick } from '../hostile'
import { json, serve, type Middleware, type RequestContext, type RunningServer } from '../server-utils'
import { IMAGE_CONTENT_TYPE, imagePng } from './images'
import { sendSvg, svgFileFor, svgImage } from './svg-images'
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
  // What a 'hostile' fault serves: the hostile entries first, then the listing.
  const hostile = [...hostileWallets(wallets), ...wallets]

  function sendImage({ res, url }: RequestContext) {
    const id = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))
    const route = url.pathname.startsWith('/public/getAssetImage/') ? 'asset' : url.pathname.startsWith('/public/getTokenImage/') ? 'token' : 'other'
    const drawn = svgFileFor(route, id)
    if (drawn && 'missing' in drawn) return json(res, 404, { error: `no image for ${id}` })
    if (drawn) return sendSvg(res, svgImage(drawn.file))
    res.writeHead(200, { 'content-type': IMAGE_CONTENT_TYPE, 'cache-control': 'public, max-age=3600' })
    res.end(imagePng(id))
  }
  /** Images are public here so <img> tags and history icons need no project id. */
  const images: Middleware = (ctx) => {
    if (ctx.req.method !== 'GET' || !IMAGE_PATHS.some((prefix) => ctx.url.pathname.startsWith(prefix))) return false
    sendImage(ctx)
    return true
  }
  /**
   * The bad images: the ones hostile wallets point at (their ids are never listed otherwise), and, for any id,
   * each bad image in turn while a 'hostile' fault matches the image route. Never cached: the next answer is real.
   */
  const hostileImages: Middleware = ({ req, res, url }) => {
    if (req.method !== 'GET' || !IMAGE_PATHS.some((prefix) => url.pathname.startsWith(prefix))) return false
    const index = hostileIndex(req)
    const id = index === undefined ? decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)) : pick(HOSTILE_IMAGE_IDS, index)
    const image = HOSTILE_IMAGES[id]
    if (!image) return false
    const { body } = image
    res.writeHead(200, { 'content-type': image.contentType, 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store' }).end(body)
    return true
  }

  return serve({
    name: 'wallet-registry',
    port: options.port,
    middleware: [options.faults.middleware, hostileImages, images, options.auth.middleware],
    routes: [
      {
        method: 'GET',
        path: '/getWallets',
        handler: ({ req, res, url }) => {
          const param = (name: string) => url.searchParams.get(name)
          json(res, 200, queryWallets(isHostile(req) ? hostile : wallets, {
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
