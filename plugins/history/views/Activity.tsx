/**
 * The Activity tab: the active account's transactions on the active network and its on-ramp purchases
 * ('Bought'), under month headings, newest first; the next page loads as the end of the list scrolls into
 * view. Opening the tab fetches the first page and the purchases again, so what was done elsewhere shows too.
 */
import { useEffect, useId, useMemo, useRef, type ReactElement } from 'react'
import {
  EmptyState,
  emptyArt,
  Skeleton,
  selectActiveAccount,
  selectActiveNetwork,
  useKernelState,
  usePluginState,
  type ViewProps,
} from '../../../kernel/plugin'
import { activityList } from '../purchases'
import { HISTORY, type HistoryHandle, type HistoryState, type MonthGroup } from '../state'
import { TransactionRow } from './TransactionRow'
import { useWhenVisible } from './useWhenVisible'

/** The empty list's drawing: a clock with the arrow of time around it. */
const ActivityArt = (): ReactElement => emptyArt('M9 24a15 15 0 1 0 4.4-10.6M9 8v6h6M24 16v8l5 3')

const monthTitle = (year: number, month: number) => new Date(year, month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })

function Month({ year, group, purchases }: { year: number; group: MonthGroup; purchases: ReadonlySet<string> }): ReactElement {
  const headingId = useId()
  return (
    <>
      <h3 className="pt-section-label" id={headingId}>
        {monthTitle(year, group.month)}
      </h3>
      <ul className="pt-list" aria-labelledby={headingId}>
        {group.transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} purchase={purchases.has(transaction.id)} />
        ))}
      </ul>
    </>
  )
}

export default function Activity({ kernel }: ViewProps): ReactElement {
  const address = useKernelState(kernel, (state) => selectActiveAccount(state)?.address)
  const network = useKernelState(kernel, (state) => selectActiveNetwork(state)?.caipNetworkId)
  const { transactions, byYear, bought, loading, empty, next, count, fetchedFor } = usePluginState(kernel, HISTORY, (state: HistoryState) => ({
    transactions: state.transactions,
    byYear: state.transactionsByYear,
    bought: state.coinbaseTransactions,
    fetchedFor: state.lastNetworkInView,
    loading: state.loading,
    empty: state.empty,
    next: state.next,
    count: state.transactions.length,
  }))
  const actions = kernel.plugin<HistoryHandle>(HISTORY)?.actions
  const sentinel = useRef<HTMLDivElement>(null)
  const { years, purchases } = useMemo(() => activityList(transactions, byYear, bought), [transactions, byYear, bought])

  useEffect(() => {
    if (!address) return
    void actions?.refresh().catch(() => undefined)
    void actions?.fetchTransactions(address, 'coinbase').catch(() => undefined)
  }, [actions, address, network])

  const loadNext = next && !loading && address ? () => void actions?.fetchTransactions(address).catch(() => undefined) : undefined
  useWhenVisible(sentinel, loadNext, count)

  if (!address) return <EmptyState art={<ActivityArt />} title="No account connected" hint="Connect a wallet to see its activity" />
  // Until the first answer for this network arrives (or while a page loads), rows hold their place.
  const placeholders = loading || fetchedFor !== network

  return (
    <div role="region" aria-label="Transactions" aria-busy={placeholders ? 'true' : undefined}>
      {years.flatMap((year) => year.months.map((group) => <Month key={`${year.year}-${group.month}`} year={year.year} group={group} purchases={purchases} />))}
      {placeholders ? (
        <ul className="pt-list" aria-hidden="true">
          <Skeleton shape="row" count={count === 0 ? 3 : 2} listItems />
        </ul>
      ) : null}
      {!placeholders && empty && count === 0 && purchases.size === 0 ? <EmptyState art={<ActivityArt />} title="No activity yet" hint="Your transactions on this network will show here" /> : null}
      {next && !placeholders ? <div ref={sentinel} aria-hidden="true" /> : null}
    </div>
  )
}

Activity.title = 'Activity'
