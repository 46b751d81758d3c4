/** Activity's list with the on-ramp purchases in it: by month, newest first, a purchase in its credit's place. */
import { describe, expect, it } from 'vitest'
import { base } from 'portico/networks'
import { groupByYearAndMonth } from '../../../../plugins/history/grouping'
import { activityList } from '../../../../plugins/history/purchases'
import { fungible, transaction } from './world'

const at = (month: number, day: number) => new Date(Date.UTC(2026, month, day, 12)).toISOString()
const rows = (years: ReturnType<typeof activityList>['years']) => years.flatMap((year) => year.months.map((month) => [year.year, month.month, month.transactions.map((tx) => tx.id)]))
/** A purchase as the history route lists it with onramp=coinbase: the same hash as its credit on chain. */
const purchaseOf = (credit: ReturnType<typeof transaction>, id = `${credit.id}:onramp`) => ({ ...credit, id, metadata: { ...credit.metadata, hash: credit.metadata.hash.toUpperCase().replace('0X', '0x') } })

describe('activityList', () => {
  const sent = transaction('sent', at(2, 20), { operationType: 'send', transfers: [fungible('out', 'ETH', '0.25')] })
  const credit = transaction('credit', at(2, 18), { transfers: [fungible('in', 'ETH', '0.0163')] })
  const older = transaction('older', at(0, 14))
  const transactions = [sent, credit, older]
  const byYear = groupByYearAndMonth(transactions)

  it('no purchases: the list as it is, nothing marked', () => {
    const list = activityList(transactions, byYear, [])
    expect(list.years).toBe(byYear)
    expect(list.purchases.size).toBe(0)
  })

  it("a purchase takes its credit's row (same chain and hash, whatever the case); the others join by date, newest first", () => {
    const bought = purchaseOf(credit)
    const february = purchaseOf(transaction('feb', at(1, 3)), 'feb:onramp')
    const list = activityList(transactions, byYear, groupByYearAndMonth([bought, february]))
    expect(rows(list.years)).toEqual([
      [2026, 2, ['sent', 'credit:onramp']],
      [2026, 1, ['feb:onramp']],
      [2026, 0, ['older']],
    ])
    expect([...list.purchases].sort()).toEqual(['credit:onramp', 'feb:onramp'])
  })

  it('a purchase without a hash yet (not on chain) or with the hash of another chain replaces no row', () => {
    const pending = { ...purchaseOf(credit, 'pending'), metadata: { ...credit.metadata, hash: '' } }
    const elsewhere = { ...purchaseOf(credit, 'elsewhere'), metadata: { ...credit.metadata, chain: base.caipNetworkId } }
    const list = activityList(transactions, byYear, groupByYearAndMonth([pending, elsewhere]))
    expect(rows(list.years)[0]?.[2]).toEqual(expect.arrayContaining(['sent', 'credit', 'pending', 'elsewhere']))
    expect([...list.purchases].sort()).toEqual(['elsewhere', 'pending'])
  })
})
