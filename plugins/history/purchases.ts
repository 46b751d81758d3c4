/**
 * The Activity list with the account's on-ramp purchases in it (SPEC §3: the transaction store holds
 * coinbaseTransactions beside transactions). One list, by month, newest first; a purchase whose credit is
 * already a row of the list (the same hash on the same chain) takes that row's place, so it shows once.
 */
import type { Transaction } from '../../kernel/plugin'
import { groupByYearAndMonth } from './grouping'
import type { YearGroup } from './state'

export interface ActivityList {
  years: YearGroup[]
  /** The ids of the rows that are purchases (they read 'Bought'). */
  purchases: ReadonlySet<string>
}

const NONE: ReadonlySet<string> = new Set()
const creditOf = (transaction: Transaction) => `${transaction.metadata.chain} ${transaction.metadata.hash.toLowerCase()}`

export function activityList(transactions: readonly Transaction[], transactionsByYear: YearGroup[], coinbaseTransactions: readonly YearGroup[]): ActivityList {
  const bought = coinbaseTransactions.flatMap((year) => year.months.flatMap((month) => month.transactions))
  if (bought.length === 0) return { years: transactionsByYear, purchases: NONE }
  // A purchase not yet on chain has no hash: it matches no row.
  const credits = new Set(bought.filter((purchase) => purchase.metadata.hash).map(creditOf))
  const purchases = new Set(bought.map((purchase) => purchase.id))
  const rest = transactions.filter((transaction) => !credits.has(creditOf(transaction)) && !purchases.has(transaction.id))
  return { years: groupByYearAndMonth([...rest, ...bought]), purchases }
}
