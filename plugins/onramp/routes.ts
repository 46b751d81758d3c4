/**
 * The on-ramp plugin's routes of the Blockchain API (SPEC §7 `/v1/onramp/*`, `/v1/generators/onrampurl`),
 * built on the kernel's service context: its base URL and project id, the SPEC §9 retries, and the SPEC §8
 * fallbacks (the sample options, a placeholder quote, an empty url) with the failure reported.
 */
import * as z from 'zod/mini'
import { apiUrl, sdkQuery, withFallback, type CallOptions, type ServiceContext } from '../../kernel/plugin'
import { SAMPLE_CURRENCIES, SAMPLE_PAYMENT_LIMITS } from './constants'

/** An amount is a decimal number: a quote whose amounts are not is unusable (the placeholder quote is shown instead). */
const amountSchema = z.object({ amount: z.string().check(z.regex(/^\d+(\.\d+)?$/)), currency: z.string() })
const optionsSchema = z.object({
  paymentCurrencies: z.array(
    z.looseObject({ id: z.string(), payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })) }),
  ),
  purchaseCurrencies: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.looseObject({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() }),
      ),
    }),
  ),
})
export type OnrampOptions = z.infer<typeof optionsSchema>

const quoteSchema = z.object({
  coinbaseFee: amountSchema,
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string(),
})
export type OnrampQuote = z.infer<typeof quoteSchema>

const urlSchema = z.object({ url: z.string() })

const network = (name: string, display_name: string, chain_id: string) => ({ name, display_name, chain_id, contract_address: '' })

/** SPEC §8/§9: built-in sample options when the options call fails. */
export const SAMPLE_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: SAMPLE_CURRENCIES.map((id) => ({ id, payment_method_limits: SAMPLE_PAYMENT_LIMITS })),
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('ethereum', 'Ethereum', '1'), network('base', 'Base', '8453')] },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [network('ethereum', 'Ethereum', '1'), network('base', 'Base', '8453')] },
  ],
}

export interface OnrampQuoteArgs extends CallOptions {
  purchaseCurrency: { id: string; symbol?: string; name?: string }
  paymentCurrency: { id: string }
  amount: number
  network: string
}

/** SPEC §8: a placeholder quote (zero fees, the amount as asked) when the quote call fails. */
export function placeholderQuote(args: OnrampQuoteArgs): OnrampQuote {
  const fiat = (amount: string) => ({ amount, currency: args.paymentCurrency.id })
  const total = args.amount.toFixed(2)
  return {
    coinbaseFee: fiat('0'),
    networkFee: fiat('0'),
    paymentSubtotal: fiat(total),
    paymentTotal: fiat(total),
    purchaseAmount: { amount: '0', currency: args.purchaseCurrency.symbol ?? args.purchaseCurrency.id },
    quoteId: 'placeholder',
  }
}

export function getOnrampOptions(ctx: ServiceContext, options: CallOptions = {}): Promise<OnrampOptions> {
  return withFallback(ctx, () => SAMPLE_ONRAMP_OPTIONS, () =>
    ctx.http({ url: apiUrl(ctx, 'v1/onramp/options'), query: sdkQuery(ctx), schema: optionsSchema, signal: options.signal }),
  )
}

export function getOnrampQuote(ctx: ServiceContext, args: OnrampQuoteArgs): Promise<OnrampQuote> {
  const { signal, ...body } = args
  return withFallback(ctx, () => placeholderQuote(args), () =>
    ctx.http({ url: apiUrl(ctx, 'v1/onramp/quote'), method: 'POST', query: sdkQuery(ctx), body, schema: quoteSchema, signal }),
  )
}

export interface OnrampUrlArgs extends CallOptions {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  defaultNetwork?: string
  partnerUserId: string
  defaultExperience?: 'buy' | 'send'
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

export function generateOnrampUrl(ctx: ServiceContext, args: OnrampUrlArgs): Promise<{ url: string }> {
  const { signal, ...body } = args
  return withFallback(ctx, () => ({ url: '' }), () =>
    ctx.http({ url: apiUrl(ctx, 'v1/generators/onrampurl'), method: 'POST', query: sdkQuery(ctx), body, schema: urlSchema, signal }),
  )
}
