/**
 * The wallet list behind the Connect and AllWallets views, without React:
 * featured, recommended, paged registry entries and debounced search (SPEC §4,
 * §5, §9). One per kernel (catalog.ts); tests drive it with fake timers.
 */
import {
  FEATURED_FALLBACK_ENTRIES,
  PAGE_SIZE,
  RECOMMENDED_ENTRIES,
  SEARCH_ENTRIES,
  SEARCH_MIN_WAIT_MS,
  SEARCH_SETTLE_MS,
} from './constants'
import { mergeById, normaliseSearch, orderByIds, risingCount } from './listRules'
import type { GetWallets, RegistryWallet } from './types'

export interface WalletBrowserState {
  featured: RegistryWallet[]
  recommended: RegistryWallet[]
  pages: RegistryWallet[]
  /** Last registry page loaded (0 before the first). */
  page: number
  count: number
  loadingPage: boolean
  isFetchingRecommendedWallets: boolean
  /** The trimmed search text in effect; '' means no search. */
  search: string
  searchResults: RegistryWallet[]
  searching: boolean
  failed: boolean
}

export interface WalletBrowserOptions {
  getWallets: GetWallets
  featuredIds?: readonly string[]
  includeIds?: readonly string[]
  excludeIds?: readonly string[]
  chains?: string[]
}

export interface WalletBrowser {
  getState(): WalletBrowserState
  subscribe(listener: () => void): () => void
  /**
   * Featured and recommended once, and the first page unless it is loaded, in
   * parallel: the list is fetched once per browser (SPEC §4 prefetch runs once),
   * and a first page that failed is tried again.
   */
  start(): Promise<void>
  /** The next page of 40, when the registry has more. */
  loadMore(): Promise<void>
  hasMore(): boolean
  /**
   * One request per settled text (none while typing goes on); the answer
   * shows ≥ 300 ms after the last call (SPEC §9). A request still in flight
   * for an older text is aborted and its answer dropped.
   */
  setSearch(text: string): void
}

/** Nothing fetched yet: the state a browser starts from (and what a list shows before it has one). */
export const INITIAL_WALLET_BROWSER_STATE: WalletBrowserState = {
  featured: [],
  recommended: [],
  pages: [],
  page: 0,
  count: 0,
  loadingPage: false,
  isFetchingRecommendedWallets: false,
  search: '',
  searchResults: [],
  searching: false,
  failed: false,
}

export function createWalletBrowser(options: WalletBrowserOptions): WalletBrowser {
  const featuredIds = [...(options.featuredIds ?? [])]
  const include = options.includeIds?.length ? [...options.includeIds] : undefined
  const exclude = options.excludeIds?.length ? [...options.excludeIds] : undefined
  const listeners = new Set<() => void>()
  let state = INITIAL_WALLET_BROWSER_STATE
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchSequence = 0
  let searchInFlight: AbortController | undefined
  let started: Promise<unknown> | undefined

  function set(patch: Partial<WalletBrowserState>): void {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  async function loadFeatured(): Promise<void> {
    if (featuredIds.length === 0) return
    try {
      const { data } = await options.getWallets({
        page: 1,
        entries: featuredIds.length || FEATURED_FALLBACK_ENTRIES,
        include: featuredIds,
        chains: options.chains,
      })
      set({ featured: orderByIds(data, featuredIds) })
    } catch {
      // SPEC §8: featured/recommended failures are tolerated silently.
    }
  }

  async function loadRecommended(): Promise<void> {
    set({ isFetchingRecommendedWallets: true })
    try {
      const { data } = await options.getWallets({
        page: 1,
        entries: RECOMMENDED_ENTRIES,
        include,
        exclude: [...(exclude ?? []), ...featuredIds],
        chains: options.chains,
      })
      set({ recommended: data })
    } catch {
      // SPEC §8: failed recommended-wallet fetches are silently tolerated.
    } finally {
      set({ isFetchingRecommendedWallets: false })
    }
  }

  async function loadMore(): Promise<void> {
    if (state.loadingPage || (state.page > 0 && !hasMore())) return
    const page = state.page + 1
    set({ loadingPage: true, failed: false })
    try {
      const result = await options.getWallets({ page, entries: PAGE_SIZE, include, exclude, chains: options.chains })
      set({
        pages: mergeById(state.pages, result.data),
        page,
        count: risingCount(state.count, result.count),
        loadingPage: false,
      })
    } catch {
      set({ loadingPage: false, failed: true })
    }
  }

  function hasMore(): boolean {
    return state.page * PAGE_SIZE < state.count
  }

  /** The answer (or the failure) shows no earlier than `shownFrom`, and only if no newer text came meanwhile. */
  async function runSearch(text: string, sequence: number, shownFrom: number): Promise<void> {
    const controller = new AbortController()
    searchInFlight = controller
    let patch: Partial<WalletBrowserState>
    try {
      const { data } = await options.getWallets({
        page: 1,
        entries: SEARCH_ENTRIES,
        search: text,
        include,
        exclude,
        chains: options.chains,
        signal: controller.signal,
      })
      patch = { search: text, searchResults: mergeById(data), searching: false }
    } catch {
      patch = { search: text, searchResults: [], searching: false, failed: true }
    }
    const wait = shownFrom - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (sequence === searchSequence) set(patch)
  }

  function setSearch(raw: string): void {
    const text = normaliseSearch(raw)
    if (searchTimer) clearTimeout(searchTimer)
    searchInFlight?.abort()
    const sequence = ++searchSequence
    if (text === '') {
      set({ search: '', searchResults: [], searching: false })
      return
    }
    set({ searching: true })
    // SPEC §9: the search waits at least 300 ms, counted from the keystroke; the request itself leaves as soon
    // as the text has settled, so its round trip runs inside that wait instead of after it.
    const shownFrom = Date.now() + SEARCH_MIN_WAIT_MS
    searchTimer = setTimeout(() => void runSearch(text, sequence, shownFrom), SEARCH_SETTLE_MS)
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async start() {
      started ??= Promise.all([loadFeatured(), loadRecommended()])
      await Promise.all([started, state.page === 0 ? loadMore() : undefined])
    },
    loadMore,
    hasMore,
    setSearch,
  }
}
