/**
 * The on-ramp plugin's SPEC §9 constants, each defined here once, but for the restricted time zones: the
 * descriptor reads those at page load, so they live in restricted.ts, out of this module (which the page's
 * first chunk would then carry whole).
 */

/** The providers offered, with the fee range SPEC §9 gives them. */
export const ONRAMP_PROVIDERS = [
  { id: 'coinbase', name: 'Coinbase', feeRange: '1-2%' },
  { id: 'meld', name: 'Meld', feeRange: '1-2%' },
] as const
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number]['id']

/** Coinbase Pay's network names; another network buys on the fallback. */
export const COINBASE_PAY_CHAINS: readonly string[] = ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base']
export const FALLBACK_PAY_CHAIN = 'ethereum'

/** SPEC §9 sample limits of the built-in options (USD and EUR): card 10.00 to 7500.00, ACH 10.00 to 25000.00. */
export const SAMPLE_PAYMENT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
export const SAMPLE_CURRENCIES = ['USD', 'EUR'] as const

/** The fiat amount the form opens with, and how long typing settles before a quote. */
export const DEFAULT_FIAT_AMOUNT = '100'
export const QUOTE_DEBOUNCE_MS = 300

/** How the payment methods of the options read. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: 'Card', ach_bank_account: 'Bank account (ACH)' }
