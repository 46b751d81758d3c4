/**
 * Hostile answers of the flows' routes (the 'hostile' fault mode, devnet/hostile.ts), in each route's normal
 * shape beside devnet/hostile-data.ts: the names routes (reverse lookup, suggestions), the swap routes (token
 * list, quotes, prices) and the on-ramp routes (options, quote, purchase URL). What the flow needs to go on
 * stays real where a person could still use it (the registered name, the devnet's token addresses, the
 * currency a quote is asked in); every string a view may show or follow is a payload; amounts are absurd but
 * pass the API schema. Routes that cycle pick by the request's place among its fault's matches.
 */
import { HOSTILE_LONG_WORD, HOSTILE_TEXTS, HOSTILE_URLS, SCRIPTED_SVG_DATA_URL, pick } from './hostile'

const HOSTILE_IMAGE_URLS = [...HOSTILE_URLS, SCRIPTED_SVG_DATA_URL]
/** The largest base-unit amount a uint256 holds, as the quote routes write amounts: absurd, yet schema-valid. */
export const ABSURD_AMOUNT = String(2n ** 256n - 1n)
/** Decimals no ERC-20 can have (uint8): parsing an amount with them would build a string of a billion digits. */
export const ABSURD_DECIMALS = 1_000_000_000
/** An absurd price (USD per token), finite so it survives JSON. */
export const ABSURD_PRICE = 1e21

// Names -------------------------------------------------------------------------------------------------------

/** The reverse lookup: the address's real records first, then one record per hostile text for the same address. */
export function hostileReverseLookup<R extends { name: string }>(records: readonly R[], template: R): R[] {
  return [...records, ...HOSTILE_TEXTS.map((name) => ({ ...template, name }))]
}

/** Suggestions: the real ones kept, after one per hostile text, bare and in the zone, and one in another zone. */
export function hostileSuggestions(real: readonly { name: string; registered: boolean }[], zone: string): { name: string; registered: boolean }[] {
  const hostile = HOSTILE_TEXTS.flatMap((text) => [text, `${text}.${zone}`])
  return [...[...hostile, `name-elsewhere.${zone}.evil`].map((name) => ({ name, registered: false })), ...real]
}

// Swaps -------------------------------------------------------------------------------------------------------

export interface SwapTokenEntry {
  name: string
  symbol: string
  chainId: string
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
}

/** A second entry with the first token's address: the modal must list that address once, as the first. */
export const DUPLICATE_TOKEN_NAME = 'Duplicate address (must not be listed)'

/**
 * The token list: the real tokens (their addresses and decimals kept, so they still quote) renamed, their logos
 * hostile URLs; then an entry repeating the first one's address, and one with absurd decimals.
 */
export function hostileSwapTokens(tokens: readonly SwapTokenEntry[]): SwapTokenEntry[] {
  const first = tokens[0]
  if (!first) return []
  const renamed = tokens.map((token, index) => ({ ...token, name: pick(HOSTILE_TEXTS, index + 4), symbol: pick(HOSTILE_TEXTS, index), logoUri: pick(HOSTILE_IMAGE_URLS, index) }))
  const absurd = { ...first, name: 'Absurd decimals', symbol: 'ABSURD', address: `${first.chainId}:0x${'ab'.repeat(20)}`, decimals: ABSURD_DECIMALS }
  return [...renamed, { ...first, name: DUPLICATE_TOKEN_NAME, symbol: DUPLICATE_TOKEN_NAME }, absurd]
}

/** Quotes in turn: the first's amounts are markup (unusable: the modal says 'Incorrect amount'), the second's absurd. */
export function hostileQuote(index: number, from: string, to: string): { quotes: Record<string, unknown>[] } {
  const text = pick(HOSTILE_TEXTS, index)
  const quote = { id: text, fromAccount: from, toAccount: to, provider: HOSTILE_LONG_WORD, url: pick(HOSTILE_URLS, index) }
  return index % 2 === 0 ? { quotes: [{ ...quote, fromAmount: text, toAmount: text }] } : { quotes: [{ ...quote, fromAmount: ABSURD_AMOUNT, toAmount: ABSURD_AMOUNT }] }
}

/** Prices: the real entries at an absurd price, then hostile entries (names, symbols and icons) the request did not ask for. */
export function hostilePrices<F extends { name: string; symbol: string; iconUrl: string; price: number }>(fungibles: readonly F[]): F[] {
  const template = fungibles[0]
  if (!template) return []
  return [
    ...fungibles.map((fungible) => ({ ...fungible, price: ABSURD_PRICE })),
    ...HOSTILE_TEXTS.map((text, index) => ({ ...template, name: text, symbol: pick(HOSTILE_TEXTS, index + 1), iconUrl: pick(HOSTILE_IMAGE_URLS, index), price: ABSURD_PRICE })),
  ]
}

// On-ramp -----------------------------------------------------------------------------------------------------

interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}
interface OnrampOptionsAnswer {
  paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
  purchaseCurrencies: { id: string; name: string; symbol: string; networks: OnrampNetwork[] }[]
}

/**
 * Options: what the desk sells, its names and network labels hostile (ids, symbols and network names kept, so a
 * quote can still be asked); a hostile currency sold everywhere, a hostile payment currency and method with
 * absurd limits, and the providers and logos a hostile API might add (no view may show or follow them).
 */
export function hostileOnrampOptions(options: OnrampOptionsAnswer): OnrampOptionsAnswer & Record<string, unknown> {
  const networks = (options.purchaseCurrencies[0]?.networks ?? []).map((network, index) => ({ ...network, display_name: pick(HOSTILE_TEXTS, index + 2) }))
  return {
    paymentCurrencies: [
      ...options.paymentCurrencies,
      { id: HOSTILE_TEXTS[0] as string, payment_method_limits: [{ id: HOSTILE_LONG_WORD, min: HOSTILE_TEXTS[1] as string, max: ABSURD_AMOUNT }] },
    ],
    purchaseCurrencies: [
      ...options.purchaseCurrencies.map((currency, index) => ({
        ...currency,
        name: pick(HOSTILE_TEXTS, index),
        networks: currency.networks.map((network, at) => ({ ...network, display_name: pick(HOSTILE_TEXTS, index + at + 2) })),
        image_url: pick(HOSTILE_IMAGE_URLS, index),
      })),
      { id: HOSTILE_TEXTS[2] as string, name: HOSTILE_LONG_WORD, symbol: HOSTILE_TEXTS[3] as string, networks },
    ],
    providers: HOSTILE_TEXTS.map((name, index) => ({ name, url: pick(HOSTILE_URLS, index), logo: pick(HOSTILE_IMAGE_URLS, index) })),
  }
}

type Money = { amount: string; currency: string }

/** Quotes in turn: the first's amounts and currencies are markup (unusable), the second's amounts absurd in the real currencies. */
export function hostileOnrampQuote(index: number, real: Record<'coinbaseFee' | 'networkFee' | 'paymentSubtotal' | 'paymentTotal' | 'purchaseAmount', Money>) {
  const money = (at: number, { currency }: Money): Money =>
    index % 2 === 0 ? { amount: pick(HOSTILE_TEXTS, at), currency: pick(HOSTILE_TEXTS, at + 4) } : { amount: ABSURD_AMOUNT, currency }
  return {
    coinbaseFee: money(0, real.coinbaseFee),
    networkFee: money(1, real.networkFee),
    paymentSubtotal: money(2, real.paymentSubtotal),
    paymentTotal: money(3, real.paymentTotal),
    purchaseAmount: money(4, real.purchaseAmount),
    quoteId: pick(HOSTILE_TEXTS, index),
    provider: { name: HOSTILE_LONG_WORD, url: pick(HOSTILE_URLS, index), logo: pick(HOSTILE_IMAGE_URLS, index) },
  }
}

/** The purchase URL: each hostile URL in turn (none may be opened). */
export const hostileOnrampUrl = (index: number): { url: string } => ({ url: pick(HOSTILE_URLS, index) })
