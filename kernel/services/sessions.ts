/** Smart-session routes of the Blockchain API (SPEC §7 `/v1/sessions/*`); loaded on first use. */
import * as z from 'zod/mini'
import { apiUrl, sdkQuery, withFallback, type CallOptions, type ServiceContext } from './context'

const sessionsSchema = z.array(z.looseObject({ pci: z.string() }))
export type SmartSession = z.infer<typeof sessionsSchema>[number]

export function getSessions(ctx: ServiceContext, args: { address: string } & CallOptions): Promise<SmartSession[]> {
  return withFallback(ctx, () => [], () =>
    ctx.http({ url: apiUrl(ctx, `v1/sessions/${encodeURIComponent(args.address)}`), query: sdkQuery(ctx), schema: sessionsSchema, signal: args.signal }),
  )
}

export function revokeSession(ctx: ServiceContext, args: { address: string; pci: string; signature: string } & CallOptions): Promise<{ success: boolean }> {
  return withFallback<{ success: boolean }>(ctx, () => ({ success: false }), async () => {
    await ctx.http({
      url: apiUrl(ctx, `v1/sessions/${encodeURIComponent(args.address)}/revoke`),
      method: 'POST',
      query: sdkQuery(ctx),
      body: { pci: args.pci, signature: args.signature },
      signal: args.signal,
    })
    return { success: true }
  })
}
