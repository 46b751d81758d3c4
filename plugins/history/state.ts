/** The history plugin's slice: the SPEC §3 transaction store, its actions, and the handle views reach it by. */
import type { PluginHandle, Transaction } from '../../kernel/plugin'

export const HISTORY = 'history'

/** One month of transactions, newest first. `month` is 0-based (January = 0), in the person's time zone. */
export interface MonthGroup {
  month: number
  transactions: Transaction[]
}

/** SPEC §3 transactionsByYear: year then month, newest first. Arrays, because object keys that are numbers iterate oldest first. */
export interface YearGroup {
  year: number
  months: MonthGroup[]
}

export interface HistoryState {
  /** The active network's transactions, spam-only ones dropped (SPEC §5), newest first. */
  transactions: Transaction[]
  /**
   * The account's on-ramp (coinbase) purchases on the active network, grouped like transactionsByYear;
   * fetched fresh each time (SPEC §7). Activity shows them among the transactions, as 'Bought'.
   */
  coinbaseTransactions: YearGroup[]
  transactionsByYear: YearGroup[]
  /** The caipNetworkId the list was fetched for; a different active network starts a new list. */
  lastNetworkInView?: string
  loading: boolean
  /** Nothing to show: no transaction kept, or the fetch failed (SPEC §4). */
  empty: boolean
  /** The cursor of the next page; absent when there is none. */
  next?: string
}

export type Onramp = 'coinbase'

export interface HistoryActions {
  /**
   * SPEC §4: fetch the next page of `accountAddress`'s history on the active network (the first page when
   * there is no cursor) and append it; with `onramp`, its on-ramp transactions instead. Rejects with
   * TRANSACTIONS_NEED_ADDRESS without an address; a failed fetch resolves (the state says `empty`).
   */
  fetchTransactions(accountAddress: string | undefined, onramp?: Onramp): Promise<void>
  /** Fetch the active account's first page again and replace the list with it (a send, the view opening). */
  refresh(): Promise<void>
  /** Drop everything, cancelling a fetch in flight (disconnect, another account or network). */
  clear(): void
}

export type HistoryHandle = PluginHandle<HistoryState, HistoryActions>

export const initialHistoryState = (): HistoryState => ({
  transactions: [],
  coinbaseTransactions: [],
  transactionsByYear: [],
  loading: false,
  empty: false,
})
