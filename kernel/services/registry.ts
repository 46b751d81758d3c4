/** The wallet registry of SPEC §7: wallet listing, image URLs, analytics config. */
import * as z from 'zod/mini'
import { buildUrl } from '../http'
import { sdkQuery, withFallback } from './context'
import { joinUrl } from './join-url'
import type { CallOptions, GetWalletsArgs, ImageKind, ServiceContext, WalletEntry, WalletPage } from './types'

const nullableString = z.optional(z.nullable(z.string()))
const walletSchema: z.ZodMiniType<WalletEntry> = z.looseObject({
  id: z.string(),
  name: z.string(),
  image_id: nullableString,
  rdns: nullableString,
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  homepage: nullableString,
  chains: z.optional(z.array(z.string())),
  badge_type: nullableString,
})
const walletsSchema: z.ZodMiniType<WalletPage> = z.object({ data: z.array(walletSchema), count: z.number() })

const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

const list = (ids?: string[]) => (ids && ids.length > 0 ? ids.join(',') : undefined)
const registryUrl = (ctx: ServiceContext, path: string) => joinUrl(ctx.config.services.registryUrl, path)

export function getWallets(ctx: ServiceContext, args: GetWalletsArgs): Promise<WalletPage> {
  return withFallback(ctx, () => ({ data: [], count: 0 }), () =>
    ctx.http({
      url: registryUrl(ctx, 'getWallets'),
      query: sdkQuery(ctx, {
        page: args.page,
        entries: args.entries,
        chains: list(args.chains),
        include: list(args.include),
        exclude: list(args.exclude),
        // SPEC §5: search text is trimmed.
        search: args.search?.trim() || undefined,
        badge_type: args.badge_type,
      }),
      schema: walletsSchema,
      signal: args.signal,
    }),
  )
}

/** A failed fetch turns analytics off (SPEC §4). */
export function getAnalyticsConfig(ctx: ServiceContext, options: CallOptions = {}): Promise<{ isAnalyticsEnabled: boolean }> {
  return withFallback(ctx, () => ({ isAnalyticsEnabled: false }), () =>
    ctx.http({ url: registryUrl(ctx, 'getAnalyticsConfig'), query: sdkQuery(ctx), schema: analyticsConfigSchema, signal: options.signal }),
  )
}

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
}

/** Image URLs are plain links (an <img> fetches them); they carry the SDK query like every call. */
export function imageUrl(ctx: ServiceContext, kind: ImageKind, id: string): string {
  return buildUrl(registryUrl(ctx, `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`), sdkQuery(ctx))
}
