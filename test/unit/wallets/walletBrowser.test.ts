import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWalletBrowser } from '../../../kernel/wallets/walletBrowser'
import type { GetWallets, RegistryWallet } from '../../../kernel/wallets/types'

const wallets = (prefix: string, n: number): RegistryWallet[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, name: `${prefix} ${i}`, rdns: `io.${prefix}${i}` }))

describe('wallet browser (AllWallets data)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('SPEC §9: featured with entries = featured ids, recommended 4 excluding featured, pages of 40', async () => {
    const getWallets = vi.fn<GetWallets>(async (args) => {
      if (args.include?.length) return { data: [{ id: 'b', name: 'B' }, { id: 'a', name: 'A' }], count: 2 }
      if (args.entries === 4) return { data: wallets('r', 4), count: 4 }
      return { data: wallets('p', 40), count: 100 }
    })
    const browser = createWalletBrowser({ getWallets, featuredIds: ['a', 'b'], excludeIds: ['z'] })
    await browser.start()
    expect(getWallets).toHaveBeenCalledWith(expect.objectContaining({ page: 1, entries: 2, include: ['a', 'b'] }))
    expect(getWallets).toHaveBeenCalledWith(expect.objectContaining({ page: 1, entries: 4, exclude: ['z', 'a', 'b'] }))
    expect(getWallets).toHaveBeenCalledWith(expect.objectContaining({ page: 1, entries: 40, exclude: ['z'] }))
    const state = browser.getState()
    expect(state.featured.map((w) => w.id)).toEqual(['a', 'b'])
    expect(state.recommended).toHaveLength(4)
    expect(state.pages).toHaveLength(40)
    expect(browser.hasMore()).toBe(true)
  })

  it('SPEC §4: the next page merges without duplicates and the count only rises', async () => {
    const pages: Record<number, { data: RegistryWallet[]; count: number }> = {
      1: { data: wallets('p', 40), count: 90 },
      2: { data: [...wallets('p', 5), ...wallets('q', 35)], count: 60 },
    }
    const getWallets = vi.fn<GetWallets>(async (args) => pages[args.page] ?? { data: [], count: 0 })
    const browser = createWalletBrowser({ getWallets })
    await browser.start()
    await browser.loadMore()
    const state = browser.getState()
    expect(state.page).toBe(2)
    expect(state.pages).toHaveLength(75)
    expect(new Set(state.pages.map((w) => w.id)).size).toBe(75)
    expect(state.count).toBe(90)
  })

  it('SPEC §9: search is trimmed and asks 100 entries once the text settles; the answer shows 300 ms after the last key', async () => {
    const getWallets = vi.fn<GetWallets>(async () => ({ data: wallets('s', 3), count: 3 }))
    const browser = createWalletBrowser({ getWallets })
    browser.setSearch('me')
    vi.advanceTimersByTime(100)
    browser.setSearch('  meta  ')
    vi.advanceTimersByTime(149)
    expect(getWallets).not.toHaveBeenCalled() // still typing: nothing sent for 'me'
    await vi.advanceTimersByTimeAsync(1)
    expect(getWallets).toHaveBeenCalledTimes(1)
    expect(getWallets).toHaveBeenCalledWith(expect.objectContaining({ page: 1, entries: 100, search: 'meta' }))
    // Answered at once, shown at the floor.
    await vi.advanceTimersByTimeAsync(149)
    expect(browser.getState()).toMatchObject({ searching: true, searchResults: [] })
    await vi.advanceTimersByTimeAsync(1)
    expect(browser.getState().searchResults).toHaveLength(3)
    expect(browser.getState()).toMatchObject({ searching: false, search: 'meta' })
  })

  it('SPEC §4: recommended fetching sets its flag on and off, also on failure (silently tolerated)', async () => {
    const seen: boolean[] = []
    const getWallets = vi.fn<GetWallets>(async (args) => {
      if (args.entries === 4) throw new Error('registry down')
      return { data: [], count: 0 }
    })
    const browser = createWalletBrowser({ getWallets })
    browser.subscribe(() => seen.push(browser.getState().isFetchingRecommendedWallets))
    await browser.start()
    expect(seen).toContain(true)
    expect(browser.getState().isFetchingRecommendedWallets).toBe(false)
    expect(browser.getState().recommended).toEqual([])
  })

  it('SPEC §4 prefetch runs once: a second start fetches only a first page that failed', async () => {
    let failPage = true
    const getWallets = vi.fn<GetWallets>(async (args) => {
      if (args.entries === 40 && failPage) throw new Error('registry down')
      return { data: wallets('p', 4), count: 4 }
    })
    const browser = createWalletBrowser({ getWallets, featuredIds: ['a'] })
    await browser.start()
    expect(getWallets).toHaveBeenCalledTimes(3)
    expect(browser.getState().failed).toBe(true)
    failPage = false
    await browser.start()
    expect(getWallets).toHaveBeenCalledTimes(4)
    expect(browser.getState().pages).toHaveLength(4)
    await browser.start()
    expect(getWallets).toHaveBeenCalledTimes(4)
  })

  it('SPEC §9 search: a newer text aborts the request in flight and its late answer is dropped', async () => {
    const signals: AbortSignal[] = []
    const answers: ((page: { data: RegistryWallet[]; count: number }) => void)[] = []
    const getWallets = vi.fn<GetWallets>((args) => {
      if (args.signal) signals.push(args.signal)
      return new Promise((resolve) => answers.push(resolve))
    })
    const browser = createWalletBrowser({ getWallets })
    browser.setSearch('met')
    await vi.advanceTimersByTimeAsync(300)
    browser.setSearch('meta')
    expect(signals[0]?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    answers[1]?.({ data: wallets('new', 1), count: 1 })
    answers[0]?.({ data: wallets('old', 5), count: 5 })
    await vi.advanceTimersByTimeAsync(0)
    expect(browser.getState().searchResults.map((w) => w.id)).toEqual(['new0'])
    expect(getWallets).toHaveBeenCalledTimes(2)
  })
})
