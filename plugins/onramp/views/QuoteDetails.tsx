/** The on-ramp quote: what the payment buys and its fees, as rows; the placeholder quote (SPEC §8) says it is one. */
import type { ReactElement } from 'react'
import type { OnrampQuote } from '../routes'
import { ONRAMP_MESSAGES } from '../messages'

const money = ({ amount, currency }: { amount: string; currency: string }) => `${amount} ${currency}`

export function QuoteDetails({ quote, loading }: { quote?: OnrampQuote; loading: boolean }): ReactElement {
  if (loading || !quote || quote.quoteId === 'placeholder') {
    return (
      <p className="pt-fee" role="status" aria-busy={loading ? 'true' : undefined}>
        {loading ? 'Getting a quote…' : quote ? ONRAMP_MESSAGES.QUOTE_UNAVAILABLE : ''}
      </p>
    )
  }
  const rows: [string, OnrampQuote['coinbaseFee']][] = [
    ['You get', quote.purchaseAmount],
    ['Provider fee', quote.coinbaseFee],
    ['Network fee', quote.networkFee],
    ['Total', quote.paymentTotal],
  ]
  return (
    <dl className="pt-rows pt-summary" aria-label="Quote">
      {rows.map(([term, amount]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
    </dl>
  )
}
