/**
 * One transaction of the Activity list: the icon of its kind (sent, received, swapped, approved, minted,
 * failed), what happened, when (and, for a purchase, through whom), and the signed amount, right-aligned in
 * tabular figures.
 */
import type { ReactElement } from 'react'
import type { Transaction } from '../../../kernel/plugin'
import { summarize } from '../describe'
import { KindIcon, kindOf } from './KindIcon'

export function TransactionRow({ transaction, purchase = false }: { transaction: Transaction; purchase?: boolean }): ReactElement {
  const summary = summarize(transaction, purchase)
  return (
    <li className="pt-list-item">
      <KindIcon kind={kindOf(transaction, summary.action)} />
      <div className="pt-label">
        <div>{`${summary.action} ${summary.subject}`}</div>
        <div className="pt-hint">
          <time dateTime={transaction.metadata.minedAt}>{summary.date}</time>
          {purchase ? ' · Coinbase' : null}
        </div>
      </div>
      {/* In a span of its own, so a long symbol is cut with an ellipsis (.pt-amount > *). */}
      {summary.amount ? (
        <span className="pt-amount">
          <span>{summary.amount}</span>
        </span>
      ) : null}
    </li>
  )
}
