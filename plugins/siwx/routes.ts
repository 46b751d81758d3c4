/**
 * The sign-in plugin's routes of the Blockchain API (SPEC §7 `GET /v1/sessions/{address}`, `POST
 * /v1/sessions/{address}/revoke`), built on the kernel's service context: its base URL and project id, the
 * SPEC §9 retries, and the SPEC §8 fallbacks (no sessions, `success: false`) with the failure reported.
 */
import * as z from 'zod/mini'
import { apiUrl, sdkQuery, withFallback, type CallOptions, type ServiceContext } from '../../kernel/plugin'

// What the Sessions view shows besides the id, when the API gives it (the devnet does: CAIP-2 chainId, ISO expiresAt).
const shown = z.optional(z.string())
const sessionsSchema = z.array(z.looseObject({ pci: z.string(), domain: shown, chainId: shown, expiresAt: shown }))
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
