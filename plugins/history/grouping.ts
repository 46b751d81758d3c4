/** SPEC §3 transactionsByYear: transactions grouped by year then month, newest first, in local time. */
import type { Transaction } from '../../kernel/plugin'
import type { YearGroup } from './state'

export function groupByYearAndMonth(transactions: readonly Transaction[]): YearGroup[] {
  const sorted = [...transactions].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const years: YearGroup[] = []
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt)
    const year = date.getFullYear()
    const month = date.getMonth()
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) years.push((yearGroup = { year, months: [] }))
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) yearGroup.months.push((monthGroup = { month, transactions: [] }))
    monthGroup.transactions.push(transaction)
  }
  return years
}
