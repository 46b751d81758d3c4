/**
 * Blockchain API routes of SPEC §7 the modal needs only once a view asks
 * (an account's transactions, token prices, gas prices, supported chains):
 * the services import this module on first call. The routes every connected
 * account needs at once are in account.ts.
 */
import * as z from 'zod/mini'
import { oneOf } from '../validation'
import { apiUrl, sdkQuery, withFallback } from './context'
import type {
  CallOptions,
  FetchPricesArgs,
  GasPrice,
  GetGasPriceArgs,
  GetTransactionsArgs,
  Prices,
  ServiceContext,
  SupportedChains,
  Transaction,
  TransactionPage,
  TransactionTransfer,
} from './types'

const supportedChainsSchema: z.ZodMiniType<SupportedChains> = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })

const transferSchema: z.ZodMiniType<TransactionTransfer> = z.looseObject({
  fungible_info: z.optional(
    z.looseObject({ name: z.optional(z.string()), symbol: z.optional(z.string()), icon: z.optional(z.object({ url: z.string() })) }),
  ),
  nft_info: z.optional(
    z.looseObject({
      name: z.optional(z.string()),
      contract_address: z.optional(z.string()),
      token_id: z.optional(z.string()),
      content: z.optional(z.looseObject({ preview: z.optional(z.object({ url: z.string() })) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: oneOf(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})
const transactionSchema: z.ZodMiniType<Transaction> = z.object({
  id: z.string(),
  metadata: z.looseObject({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.number(),
    chain: z.string(),
  }),
  transfers: z.array(transferSchema),
})
const transactionPageSchema = z.object({ data: z.array(transactionSchema), next: z.optional(z.nullable(z.string())) })

const pricesSchema: z.ZodMiniType<Prices> = z.object({
  fungibles: z.array(z.object({ name: z.optional(z.string()), symbol: z.string(), iconUrl: z.optional(z.string()), price: z.number() })),
})

const gasPriceSchema: z.ZodMiniType<GasPrice> = z.object({ standard: z.string(), fast: z.string(), instant: z.string() })

export function getSupportedChains(ctx: ServiceContext, options: CallOptions = {}): Promise<SupportedChains> {
  return withFallback(ctx, () => ({ http: [], ws: [] }), () =>
    ctx.http({ url: apiUrl(ctx, 'v1/supported-chains'), query: sdkQuery(ctx), schema: supportedChainsSchema, signal: options.signal }),
  )
}

export function getTransactions(ctx: ServiceContext, args: GetTransactionsArgs): Promise<TransactionPage> {
  return withFallback<TransactionPage>(ctx, () => ({ data: [] }), async () => {
    const page = await ctx.http({
      url: apiUrl(ctx, `v1/account/${encodeURIComponent(args.account)}/history`),
      query: sdkQuery(ctx, { cursor: args.cursor, onramp: args.onramp, chainId: args.chainId }),
      schema: transactionPageSchema,
      signal: args.signal,
    })
    return page.next ? { data: page.data, next: page.next } : { data: page.data }
  })
}

export function fetchPrices(ctx: ServiceContext, args: FetchPricesArgs): Promise<Prices> {
  return withFallback(ctx, () => ({ fungibles: [] }), () =>
    ctx.http({
      url: apiUrl(ctx, 'v1/fungible/price'),
      query: sdkQuery(ctx),
      body: { currency: args.currency ?? 'usd', addresses: args.addresses, projectId: ctx.config.projectId },
      schema: pricesSchema,
      signal: args.signal,
    }),
  )
}

/** Fallback: zero prices. */
export function getGasPrice(ctx: ServiceContext, args: GetGasPriceArgs): Promise<GasPrice> {
  return withFallback(ctx, () => ({ standard: '0', fast: '0', instant: '0' }), () =>
    ctx.http({ url: apiUrl(ctx, 'v1/convert/gas-price'), query: sdkQuery(ctx, { chainId: args.chainId }), schema: gasPriceSchema, signal: args.signal }),
  )
}
