/**
 * The transaction store's actions (SPEC §4 "Transactions fetch"): cursor pages of the history route for
 * the active account and network, appended without duplicates; on failure `empty` and no cursor, the
 * ERROR_FETCH_TRANSACTIONS event (§7) and, in debug only, the 'Failed to fetch transactions' snackbar (§8).
 */
import {
  errorIn,
  messageIn,
  selectActiveAccount,
  selectActiveNetwork,
  type TransactionPage,
  type Kernel,
  type PluginScope,
} from '../../kernel/plugin'
import { ACTIVITY_MESSAGES } from './messages'
import { appendUnique, keptTransactions } from './filters'
import { groupByYearAndMonth } from './grouping'
import { HISTORY, initialHistoryState, type HistoryActions, type HistoryState, type Onramp } from './state'

type Scope = Pick<PluginScope<HistoryState>, 'getState' | 'setState'>

interface PageRequest {
  account: string
  cursor?: string
  onramp?: Onramp
  chainId?: string
  signal?: AbortSignal
}

export function createHistoryActions(scope: Scope, kernel: Kernel): HistoryActions {
  /** The Activity list's fetch in flight: one at a time; a refresh or clear cancels it. */
  let pending: { controller: AbortController; done: Promise<void> } | undefined
  /** Bumped by clear(): an answer for an older account or network is dropped. */
  let generation = 0

  /**
   * One page of the route. The service resolves to an empty page when the call fails (SPEC §8 fallback,
   * reported on the kernel's error event); its onError tells this caller, which answers undefined then.
   */
  async function fetchPage({ onramp, ...request }: PageRequest): Promise<TransactionPage | undefined> {
    let failed = false
    const blockchain = kernel.services.blockchainWith({
      onError: () => {
        failed = true
      },
      // SPEC §7: on-ramp transactions are never answered from a cache.
      cache: onramp ? 'no-cache' : undefined,
    })
    const page = await blockchain.getTransactions({ ...request, ...(onramp ? { onramp } : {}) })
    return failed ? undefined : page
  }

  function reportFailure(address: string, cursor: string | undefined): void {
    const account = selectActiveAccount(kernel.store.getState())
    kernel.bus.emit('analytics', {
      event: 'ERROR_FETCH_TRANSACTIONS',
      // null, not undefined: the first page has no cursor, and the event must still say so once sent as JSON.
      properties: { address, projectId: kernel.config.projectId, cursor: cursor ?? null, isSmartAccount: account?.preferredAccountType === 'smartAccount' },
    })
    if (kernel.config.debug) kernel.toast.showSnackbar(messageIn(ACTIVITY_MESSAGES, 'FETCH_TRANSACTIONS_FAILED'), 'error')
  }

  function failList(address: string, cursor: string | undefined): void {
    scope.setState((draft) => {
      draft.loading = false
      draft.empty = true
      draft.next = undefined
    })
    reportFailure(address, cursor)
  }

  /** Fetch the page after `cursor` (the first without one) and append it, or replace the list with it. */
  function loadPage(address: string, cursor: string | undefined, mode: 'append' | 'replace'): Promise<void> {
    const network = selectActiveNetwork(kernel.store.getState())
    if (!network) return Promise.resolve()
    const chainId = network.caipNetworkId
    if (scope.getState().lastNetworkInView !== chainId) clearList()
    pending?.controller.abort()
    const controller = new AbortController()
    const current = () => pending?.controller === controller
    scope.setState((draft) => {
      draft.loading = true
      draft.lastNetworkInView = chainId
    })

    async function run(): Promise<void> {
      try {
        const page = await fetchPage({ account: address, cursor, chainId, signal: controller.signal })
        if (!current()) return
        if (!page) return failList(address, cursor)
        // Computed from the plain state, then stored: the draft only receives finished values.
        const transactions = appendUnique(mode === 'append' ? scope.getState().transactions : [], keptTransactions(page.data, chainId))
        scope.setState((draft) => {
          draft.transactions = transactions
          draft.transactionsByYear = groupByYearAndMonth(transactions)
          draft.loading = false
          draft.empty = transactions.length === 0
          draft.next = page.next
        })
      } catch (error) {
        // Cancelled by a refresh or clear: the newer call owns the state.
        if (!current()) return
        // Not the route failing (it resolves to a fallback) but its code not loading: the same failure to the person.
        kernel.bus.emit('error', { error, source: HISTORY })
        failList(address, cursor)
      } finally {
        if (current()) pending = undefined
      }
    }

    const entry = { controller, done: Promise.resolve() }
    pending = entry
    entry.done = run()
    return entry.done
  }

  function clearList(): void {
    pending?.controller.abort()
    pending = undefined
    const { coinbaseTransactions } = scope.getState()
    scope.setState(() => ({ ...initialHistoryState(), coinbaseTransactions }))
  }

  /** The account's on-ramp purchases on the active network (SPEC §5 chain and spam rules, as the list's). */
  async function fetchCoinbase(address: string): Promise<void> {
    const started = generation
    const chainId = selectActiveNetwork(kernel.store.getState())?.caipNetworkId
    if (!chainId) return
    const page = await fetchPage({ account: address, onramp: 'coinbase', chainId })
    if (started !== generation) return
    if (!page) return reportFailure(address, undefined)
    scope.setState((draft) => {
      draft.coinbaseTransactions = groupByYearAndMonth(keptTransactions(page.data, chainId))
    })
  }

  function requireAddress(address: string | undefined): string {
    if (!address) throw errorIn(ACTIVITY_MESSAGES, 'TRANSACTIONS_NEED_ADDRESS')
    return address
  }

  return {
    async fetchTransactions(accountAddress, onramp) {
      const address = requireAddress(accountAddress)
      if (onramp === 'coinbase') return fetchCoinbase(address)
      if (pending) return pending.done
      const state = scope.getState()
      const sameList = state.lastNetworkInView === selectActiveNetwork(kernel.store.getState())?.caipNetworkId
      // This network's list was fetched and has no page after the last (or its fetch failed: cursor cleared).
      if (sameList && !state.next) return
      return loadPage(address, sameList ? state.next : undefined, 'append')
    },
    async refresh() {
      const address = requireAddress(selectActiveAccount(kernel.store.getState())?.address)
      return loadPage(address, undefined, 'replace')
    },
    clear() {
      generation += 1
      clearList()
      scope.setState((draft) => {
        draft.coinbaseTransactions = []
      })
    },
  }
}
