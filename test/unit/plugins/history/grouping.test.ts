/** SPEC §3 transactionsByYear: year then month, newest first (months in the person's time zone). */
import { describe, expect, it } from 'vitest'
import { groupByYearAndMonth } from '../../../../plugins/history/grouping'
import { transaction } from './world'

// Mid-month noon UTC: the same month in every time zone.
const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, 12)).toISOString()

describe('groupByYearAndMonth', () => {
  it('groups by year, then month, newest first at every level, whatever order the page came in', () => {
    const transactions = [
      transaction('2025-dec', at(2025, 11, 14)),
      transaction('2026-mar-early', at(2026, 2, 10)),
      transaction('2026-jan', at(2026, 0, 15)),
      transaction('2026-mar-late', at(2026, 2, 20)),
      transaction('2025-feb', at(2025, 1, 12)),
    ]
    const groups = groupByYearAndMonth(transactions)
    expect(groups.map((year) => ({ year: year.year, months: year.months.map((month) => [month.month, month.transactions.map((tx) => tx.id)]) }))).toEqual([
      { year: 2026, months: [[2, ['2026-mar-late', '2026-mar-early']], [0, ['2026-jan']]] },
      { year: 2025, months: [[11, ['2025-dec']], [1, ['2025-feb']]] },
    ])
  })

  it('no transactions, no groups', () => {
    expect(groupByYearAndMonth([])).toEqual([])
  })
})
