/** What the on-ramp options offer on one network: pure, so each rule is unit-tested. */
import type { OnrampOptions } from './routes'
import { COINBASE_PAY_CHAINS, FALLBACK_PAY_CHAIN } from './constants'
import { ONRAMP_MESSAGES } from './messages'

type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]
type PaymentCurrency = OnrampOptions['paymentCurrencies'][number]

/** The network's entry in a currency's networks (matched by chain id), if it sells there. */
export const networkOf = (currency: PurchaseCurrency, chainId: string | number) => currency.networks.find((network) => network.chain_id === String(chainId))

/** The currencies sold on the active network; none there: those sold on the fallback (Ethereum). */
export function purchaseCurrenciesFor(options: OnrampOptions, chainId: string | number): PurchaseCurrency[] {
  const here = options.purchaseCurrencies.filter((currency) => networkOf(currency, chainId))
  if (here.length > 0) return here
  return options.purchaseCurrencies.filter((currency) => currency.networks.some((network) => network.name === FALLBACK_PAY_CHAIN))
}

/** SPEC §9: the Coinbase Pay network the purchase lands on; a network it does not serve buys on Ethereum. */
export function payChainFor(currency: PurchaseCurrency | undefined, chainId: string | number): string {
  const name = currency ? networkOf(currency, chainId)?.name : undefined
  return name && COINBASE_PAY_CHAINS.includes(name) ? name : FALLBACK_PAY_CHAIN
}

export const limitOf = (currency: PaymentCurrency | undefined, method: string | undefined) =>
  currency?.payment_method_limits.find((limit) => limit.id === method)

/** The fiat amount's error: a positive number with at most 2 decimals, within the payment method's limits. */
export function amountError(amount: string, currency: PaymentCurrency | undefined, method: string | undefined): string | undefined {
  const text = amount.trim()
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text) || !(Number(text) > 0)) return ONRAMP_MESSAGES.AMOUNT_INVALID
  const limit = limitOf(currency, method)
  if (!limit || !currency) return undefined
  const value = Number(text)
  if (value < Number(limit.min) || value > Number(limit.max)) return ONRAMP_MESSAGES.AMOUNT_RANGE(limit.min, limit.max, currency.id)
  return undefined
}
