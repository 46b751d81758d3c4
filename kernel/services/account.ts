/**
 * The Blockchain API routes of SPEC §7 the modal needs as soon as an account
 * is connected: the token balances and the identity (name, avatar).
 */
import * as z from 'zod/mini'
import type { CaipNetworkId, TokenBalance } from '../state'
import { apiUrl, sdkQuery, withFallback } from './context'
import { isBalanceSupported, isIdentitySupported } from './support'
import type { GetBalanceArgs, GetIdentityArgs, Identity, ServiceContext } from './types'

const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export const balanceSchema = z.object({ balances: z.array(tokenBalanceSchema) })

export const identitySchema: z.ZodMiniType<{ name?: string | null; avatar?: string | null }> = z.object({ name: z.nullable(z.optional(z.string())), avatar: z.nullable(z.optional(z.string())) })
/** SPEC §7 balance; unsupported chains and testnets give an empty list without a call (§9). */
export function getBalance(ctx: ServiceContext, args: GetBalanceArgs): Promise<{ balances: TokenBalance[] }> {
  if (!isBalanceSupported(args.network)) return Promise.resolve({ balances: [] })
  return withFallback(ctx, () => ({ balances: [] }), async () => {
    const { balances } = await ctx.http({
      url: apiUrl(ctx, `v1/account/${encodeURIComponent(args.address)}/balance`),
      query: sdkQuery(ctx, { currency: 'usd', chainId: args.network.caipNetworkId, forceUpdate: args.forceUpdate }),
      schema: balanceSchema,
      signal: args.signal,
    })
    return { balances: balances.map((balance) => ({ ...balance, chainId: balance.chainId as CaipNetworkId })) }
  })
}

export function getIdentity(ctx: ServiceContext, args: GetIdentityArgs): Promise<Identity> {
  const none = (): Identity => ({ name: null, avatar: null })
  if (args.network && !isIdentitySupported(args.network)) return Promise.resolve(none())
  return withFallback(ctx, none, async () => {
    const identity = await ctx.http({
      url: apiUrl(ctx, `v1/identity/${encodeURIComponent(args.address)}`),
      query: sdkQuery(ctx, { sender: args.sender }),
      schema: identitySchema,
      signal: args.signal,
    })
    return { name: identity.name ?? null, avatar: identity.avatar ?? null }
  })
}
