/**
 * The swaps plugin's routes of the Blockchain API (SPEC §7 `/v1/convert/*`: tokens, quotes, allowance and the
 * approve and swap calldata), built on the kernel's service context: its base URL and project id, the SPEC §9
 * retries, and the SPEC §8 fallbacks with the failure reported.
 */
import * as z from 'zod/mini'
import { apiUrl, sdkQuery, withFallback, type CallOptions, type ServiceContext } from '../../kernel/plugin'

const quotesSchema = z.object({
  quotes: z.array(z.looseObject({ fromAmount: z.optional(z.string()), toAmount: z.optional(z.string()) })),
})
export type Quotes = z.infer<typeof quotesSchema>

const swapTokenSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
})
const tokensSchema = z.object({ tokens: z.array(swapTokenSchema) })
export type SwapToken = z.infer<typeof swapTokenSchema>

const allowanceSchema = z.object({ allowance: z.string() })

const eip155Fees = z.object({ gas: z.optional(z.string()), gasPrice: z.string() })
const txSchema = z.object({
  tx: z.object({ from: z.optional(z.string()), to: z.string(), data: z.string(), value: z.string(), eip155: eip155Fees }),
})
export type SwapCalldata = z.infer<typeof txSchema>['tx']

export interface GetQuotesArgs extends CallOptions {
  amount: string
  userAddress: string
  from: string
  to: string
  gasPrice: string
}

export function getQuotes(ctx: ServiceContext, args: GetQuotesArgs): Promise<Quotes> {
  const { signal, ...query } = args
  return withFallback(ctx, () => ({ quotes: [] }), () =>
    ctx.http({ url: apiUrl(ctx, 'v1/convert/quotes'), query: sdkQuery(ctx, { ...query }), schema: quotesSchema, signal }),
  )
}

export function getSwapTokens(ctx: ServiceContext, args: { chainId: string } & CallOptions): Promise<{ tokens: SwapToken[] }> {
  return withFallback(ctx, () => ({ tokens: [] }), () =>
    ctx.http({ url: apiUrl(ctx, 'v1/convert/tokens'), query: sdkQuery(ctx, { chainId: args.chainId }), schema: tokensSchema, signal: args.signal }),
  )
}

export interface GetAllowanceArgs extends CallOptions {
  tokenAddress: string
  userAddress: string
  sourceTokenAmount?: string
  sourceTokenDecimals?: number
}

export function getAllowance(ctx: ServiceContext, args: GetAllowanceArgs): Promise<{ allowance: string }> {
  const { signal, ...query } = args
  return withFallback(ctx, () => ({ allowance: '0' }), () =>
    ctx.http({ url: apiUrl(ctx, 'v1/convert/allowance'), query: sdkQuery(ctx, { ...query }), schema: allowanceSchema, signal }),
  )
}

export interface BuildTransactionArgs extends CallOptions {
  amount: string
  from: string
  to: string
  userAddress: string
  slippage: number
}

/** Resolves undefined on failure: the caller shows 'Failed to create transaction' (SPEC §8). */
export function buildSwapTransaction(ctx: ServiceContext, args: BuildTransactionArgs): Promise<SwapCalldata | undefined> {
  return withFallback(ctx, () => undefined, async () => {
    const { tx } = await ctx.http({
      url: apiUrl(ctx, 'v1/convert/build-transaction'),
      method: 'POST',
      query: sdkQuery(ctx),
      body: {
        amount: args.amount,
        eip155: { slippage: String(args.slippage) },
        projectId: ctx.config.projectId,
        from: args.from,
        to: args.to,
        userAddress: args.userAddress,
      },
      schema: txSchema,
      signal: args.signal,
    })
    return tx
  })
}

export interface BuildApproveArgs extends CallOptions {
  userAddress: string
  from: string
  to: string
}

/** Resolves undefined on failure: the caller shows 'Failed to create approval transaction' (SPEC §8). */
export function buildApproveTransaction(ctx: ServiceContext, args: BuildApproveArgs): Promise<SwapCalldata | undefined> {
  const { signal, ...query } = args
  return withFallback(ctx, () => undefined, async () => {
    const { tx } = await ctx.http({ url: apiUrl(ctx, 'v1/convert/build-approve'), query: sdkQuery(ctx, { ...query }), schema: txSchema, signal })
    return tx
  })
}

/** The routes bound to one context (the actions' tracked one). */
export function swapRoutes(ctx: ServiceContext) {
  return {
    getQuotes: (args: Parameters<typeof getQuotes>[1]) => getQuotes(ctx, args),
    getSwapTokens: (args: Parameters<typeof getSwapTokens>[1]) => getSwapTokens(ctx, args),
    getAllowance: (args: Parameters<typeof getAllowance>[1]) => getAllowance(ctx, args),
    buildSwapTransaction: (args: Parameters<typeof buildSwapTransaction>[1]) => buildSwapTransaction(ctx, args),
    buildApproveTransaction: (args: Parameters<typeof buildApproveTransaction>[1]) => buildApproveTransaction(ctx, args),
  }
}
export type SwapRoutes = ReturnType<typeof swapRoutes>
