/**
 * The names plugin's routes of the Blockchain API (SPEC §7 `/v1/profile/*`), built on the kernel's service
 * context: its base URL and project id, the SPEC §9 retries, and the SPEC §8 fallbacks with the failure reported.
 */
import * as z from 'zod/mini'
import { apiUrl, sdkQuery, withFallback, type CallOptions, type ServiceContext } from '../../kernel/plugin'

const API_VERSION = '2'

const nameSchema = z.looseObject({
  name: z.string(),
  addresses: z.record(z.string(), z.looseObject({ address: z.string() })),
  attributes: z.optional(z.array(z.looseObject({}))),
})
export type NameProfile = z.infer<typeof nameSchema>
/** A stored value is a name profile as the route answers it (the name cache's check). */
export const isNameProfile = (value: unknown): value is NameProfile => z.safeParse(nameSchema, value).success

const suggestionsSchema = z.object({ suggestions: z.array(z.looseObject({ name: z.string(), registered: z.optional(z.boolean()) })) })
export type NameSuggestions = z.infer<typeof suggestionsSchema>

export function lookupName(ctx: ServiceContext, args: { name: string } & CallOptions): Promise<NameProfile | undefined> {
  return withFallback(ctx, () => undefined, () =>
    ctx.http({
      url: apiUrl(ctx, `v1/profile/account/${encodeURIComponent(args.name)}`),
      query: sdkQuery(ctx, { apiVersion: API_VERSION }),
      schema: nameSchema,
      signal: args.signal,
    }),
  )
}

export function reverseLookupNames(ctx: ServiceContext, args: { address: string; sender?: string } & CallOptions): Promise<NameProfile[]> {
  return withFallback(ctx, () => [], () =>
    ctx.http({
      url: apiUrl(ctx, `v1/profile/reverse/${encodeURIComponent(args.address)}`),
      query: sdkQuery(ctx, { sender: args.sender, apiVersion: API_VERSION }),
      schema: z.array(nameSchema),
      signal: args.signal,
    }),
  )
}

export function getNameSuggestions(ctx: ServiceContext, args: { name: string; zone?: string } & CallOptions): Promise<NameSuggestions> {
  return withFallback(ctx, () => ({ suggestions: [] }), () =>
    ctx.http({
      url: apiUrl(ctx, `v1/profile/suggestions/${encodeURIComponent(args.name)}`),
      query: sdkQuery(ctx, { zone: args.zone }),
      schema: suggestionsSchema,
      signal: args.signal,
    }),
  )
}

export interface RegisterNameArgs extends CallOptions {
  coinType: number
  address: string
  /** JSON of { name, attributes, timestamp (seconds) }, as signed. */
  message: string
  signature: string
}

export function registerName(ctx: ServiceContext, args: RegisterNameArgs): Promise<{ success: boolean }> {
  return withFallback<{ success: boolean }>(ctx, () => ({ success: false }), async () => {
    await ctx.http({
      url: apiUrl(ctx, 'v1/profile/account'),
      method: 'POST',
      query: sdkQuery(ctx),
      body: { coin_type: args.coinType, address: args.address, message: args.message, signature: args.signature },
      signal: args.signal,
    })
    return { success: true }
  })
}
