import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWalletBrowser } from '../../../kernel/ui/wallets/walletBrowser'
import type { GetWallets, RegistryWallet } from '../../../kernel/ui/wallets/types'

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

  it('SPEC §9: search is trimmed, waits at least 300 ms and asks 100 entries; only the last text is sent', async () => {
    const getWallets = vi.fn<GetWallets>(async () => ({ data: wallets('s', 3), count: 3 }))
    const browser = createWalletBrowser({ getWallets })
    browser.setSearch('me')
    vi.advanceTimersByTime(200)
    browser.setSearch('  meta  ')
    vi.advanceTimersByTime(299)
    expect(getWallets).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(getWallets).toHaveBeenCalledTimes(1)
    expect(getWallets).toHaveBeenCalledWith(expect.objectContaining({ page: 1, entries: 100, search: 'meta' }))
    expect(browser.getState().searchResults).toHaveLength(3)
    expect(browser.getState().searching).toBe(false)
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
})
