/**
 * The Buy form's three choices (what to buy on this network, the payment currency, the payment method with
 * its limits): read by the form's rows and by OnrampChoose, the list that changes one of them.
 */
import { PAYMENT_METHOD_LABELS } from '../constants'
import { purchaseCurrenciesFor } from '../options'
import type { OnrampActions, OnrampState } from '../state'

export const CHOOSE_VIEW = 'OnrampChoose'
export type ChoiceField = 'purchase' | 'payment' | 'method'

export interface Choice {
  label: string
  value?: string
  options: { id: string; label: string }[]
  choose(actions: OnrampActions, id: string): Promise<void>
}

export function onrampChoices(state: OnrampState, chainId: string | number): Record<ChoiceField, Choice> {
  const options = state.options
  const payment = options?.paymentCurrencies.find((currency) => currency.id === state.paymentCurrency)
  return {
    purchase: {
      label: 'Buy',
      value: state.purchaseCurrency,
      options: options ? purchaseCurrenciesFor(options, chainId).map((currency) => ({ id: currency.id, label: `${currency.symbol} · ${currency.name}` })) : [],
      choose: (actions, id) => actions.setPurchaseCurrency(id),
    },
    payment: {
      label: 'Pay with',
      value: state.paymentCurrency,
      options: (options?.paymentCurrencies ?? []).map((currency) => ({ id: currency.id, label: currency.id })),
      choose: (actions, id) => actions.setPaymentCurrency(id),
    },
    method: {
      label: 'Payment method',
      value: state.paymentMethod,
      options: (payment?.payment_method_limits ?? []).map((limit) => ({
        id: limit.id,
        label: `${PAYMENT_METHOD_LABELS[limit.id] ?? limit.id} (${limit.min} to ${limit.max} ${payment?.id ?? ''})`,
      })),
      choose: (actions, id) => actions.setPaymentMethod(id),
    },
  }
}
