/** The on-ramp quote: what the payment buys and its fees; the placeholder quote (SPEC §8) says it is one. */
import type { ReactElement } from 'react'
import type { OnrampQuote } from '../routes'
import { ONRAMP_MESSAGES } from '../messages'

const money = ({ amount, currency }: { amount: string; currency: string }) => `${amount} ${currency}`

export function QuoteDetails({ quote, loading }: { quote?: OnrampQuote; loading: boolean }): ReactElement {
  if (loading || !quote) {
    return (
      <p className="pt-hint" role="status" aria-busy={loading ? 'true' : undefined}>
        {loading ? 'Getting a quote…' : ''}
      </p>
    )
  }
  if (quote.quoteId === 'placeholder') {
    return (
      <p className="pt-hint" role="status">
        {ONRAMP_MESSAGES.QUOTE_UNAVAILABLE}
      </p>
    )
  }
  return (
    <dl className="pt-quote" aria-label="Quote">
      <dt>You get</dt>
      <dd>{money(quote.purchaseAmount)}</dd>
      <dt>Provider fee</dt>
      <dd>{money(quote.coinbaseFee)}</dd>
      <dt>Network fee</dt>
      <dd>{money(quote.networkFee)}</dd>
      <dt>Total</dt>
      <dd>{money(quote.paymentTotal)}</dd>
    </dl>
  )
}
