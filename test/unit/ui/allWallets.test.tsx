// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import AllWalletsView from '../../../kernel/ui/views/AllWallets'
import type { RegistryWallet } from '../../../kernel/wallets/types'
import { stubKernel } from './stubKernel'

afterEach(cleanup)

// happy-dom lays nothing out: the scroller gets the height it has in the modal (its max-height), so the grid's
// window is the rows a person would see.
const SCROLLER_HEIGHT_PX = 460
beforeAll(() => {
  const laidOut = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')?.get
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('pt-scroll') ? SCROLLER_HEIGHT_PX : (laidOut?.call(this) ?? 0)
  })
})
afterAll(() => vi.restoreAllMocks())

const wallet = (id: string, name: string, rdns: string | null = `io.${id}`): RegistryWallet => ({ id, name, rdns, image_id: `img-${id}` })

/** Registry page `page` of 40 over `count` wallets named "Wallet 1".."Wallet n"; `size` shortens a page. */
const pageOf = (page: number, count: number, size = 40) => ({
  data: Array.from({ length: Math.min(size, count - (page - 1) * 40) }, (_, i) => {
    const n = (page - 1) * 40 + i + 1
    return wallet(`w${n}`, `Wallet ${n}`)
  }),
  count,
})

const scroller = () => document.querySelector<HTMLElement>('.pt-scroll') as HTMLElement
const scrollTo = (top: number) => {
  scroller().scrollTop = top
  fireEvent.scroll(scroller())
}
const requestedPages = (kernel: ReturnType<typeof stubKernel>) =>
  kernel.getWallets.mock.calls.flatMap(([args]) => (args.entries === 40 ? [args.page] : []))

describe('AllWallets view', () => {
  it('SPEC §5: installed first, excluded and unreachable hidden, wallets are buttons named by the wallet', async () => {
    const kernel = stubKernel({ excludeWalletIds: ['bad'] }, (draft) => {
      draft.connectors = [{ id: 'c-rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.rabby' } }]
    })
    kernel.getWallets.mockImplementation(async (args) =>
      args.entries === 40
        ? { data: [wallet('a', 'Alpha'), wallet('bad', 'Bad'), wallet('m', 'Mobile only', null), wallet('rabby', 'Rabby')], count: 4 }
        : { data: [], count: 0 },
    )
    render(<AllWalletsView kernel={kernel} />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alpha' })).toBeTruthy())
    const names = screen.getAllByRole('button').map((b) => b.querySelector('.pt-tile-name')?.textContent)
    expect(names).toEqual(['Rabby', 'Alpha'])
    const images = screen.getAllByRole('list')[0]?.querySelectorAll('img') ?? []
    expect(images[0]?.getAttribute('src')).toBe('http://127.0.0.1:9/getWalletImage/img-rabby')
    expect(images[0]?.getAttribute('loading')).toBe('eager')
  })

  it('SPEC §9: the search box is labelled and searches after the debounce with 100 entries', async () => {
    const kernel = stubKernel()
    render(<AllWalletsView kernel={kernel} />)
    await act(async () => undefined)
    vi.useFakeTimers()
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: ' rain ' } })
      await act(async () => vi.advanceTimersByTimeAsync(300))
    } finally {
      vi.useRealTimers()
    }
    expect(kernel.getWallets).toHaveBeenCalledWith(expect.objectContaining({ search: 'rain', entries: 100 }))
    await waitFor(() => expect(screen.getByText('No wallet found')).toBeTruthy())
  })

  it('SPEC §9 lists at scale: only a window of rows is in the DOM, each item placed in the list (aria-posinset, aria-setsize -1 while pages remain)', async () => {
    const kernel = stubKernel()
    kernel.getWallets.mockImplementation(async (args) => (args.entries === 40 ? pageOf(args.page ?? 1, 5000) : { data: [], count: 0 }))
    render(<AllWalletsView kernel={kernel} />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wallet 1' })).toBeTruthy())
    const items = screen.getAllByRole('listitem')
    expect(items.length).toBeLessThan(40)
    expect(items.map((item) => item.getAttribute('aria-posinset')).slice(0, 3)).toEqual(['1', '2', '3'])
    expect(items[0]?.getAttribute('aria-setsize')).toBe('-1')
    // Tiles sit at a fixed pitch by index: the fifth starts the second row.
    expect(items[4]?.style.top).toBe('104px')
    expect(screen.getByRole('list', { name: 'Wallets' }).style.height).toBe(`${10 * 104}px`)
  })

  it('SPEC §4 pages grow on scroll: the window follows the scroll, and a page that leaves the end in range is followed by the next without another scroll', async () => {
    const kernel = stubKernel()
    // Page 2 brings only 4 wallets: the end stays in range, so page 3 must follow on its own.
    kernel.getWallets.mockImplementation(async (args) =>
      args.entries === 40 ? pageOf(args.page ?? 1, 200, args.page === 2 ? 4 : 40) : { data: [], count: 0 },
    )
    render(<AllWalletsView kernel={kernel} />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wallet 1' })).toBeTruthy())
    expect(requestedPages(kernel)).toEqual([1])

    act(() => scrollTo(7 * 104))
    await waitFor(() => expect(requestedPages(kernel)).toEqual([1, 2, 3]))
    await waitFor(() => expect(screen.getByRole('list', { name: 'Wallets' }).style.height).toBe(`${21 * 104}px`))
    // Rows 7..12 are rendered; the rows above are gone.
    expect(screen.getByRole('button', { name: 'Wallet 29' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Wallet 28' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Wallet 1' })).toBeNull()
  })

  it('SPEC §2 keyboard: the focused wallet stays rendered when the list scrolls it away, so focus is not lost', async () => {
    const kernel = stubKernel()
    kernel.getWallets.mockImplementation(async (args) => (args.entries === 40 ? pageOf(args.page ?? 1, 40) : { data: [], count: 0 }))
    render(<AllWalletsView kernel={kernel} />)
    const first = await screen.findByRole('button', { name: 'Wallet 1' })
    act(() => first.focus())
    act(() => scrollTo(8 * 104))
    expect(screen.getByRole('button', { name: 'Wallet 33' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wallet 1' })).toBe(document.activeElement)
    // Only the focused wallet and its neighbour (the next Tab's target) stay behind; the rest of the top rows are gone.
    expect(screen.getByRole('button', { name: 'Wallet 2' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Wallet 3' })).toBeNull()
    // Complete list: the set size is known.
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('40')
  })

  it('SPEC §4 prefetch: the list is fetched once per kernel; opening AllWallets again renders it at once, fetching nothing', async () => {
    const kernel = stubKernel()
    kernel.getWallets.mockImplementation(async (args) => (args.entries === 40 ? pageOf(args.page ?? 1, 80) : { data: [], count: 0 }))
    const first = render(<AllWalletsView kernel={kernel} />)
    await screen.findByRole('button', { name: 'Wallet 1' })
    const calls = kernel.getWallets.mock.calls.length
    first.unmount()
    render(<AllWalletsView kernel={kernel} />)
    // Present in the first render, not after a fetch.
    expect(screen.getByRole('button', { name: 'Wallet 1' })).toBeTruthy()
    await act(async () => undefined)
    expect(kernel.getWallets.mock.calls.length).toBe(calls)
  })

  it('SPEC §9 search: the list stays (busy) while the answer is on its way, and a wallet in both lists keeps its element', async () => {
    const kernel = stubKernel()
    let answer: (page: { data: RegistryWallet[]; count: number }) => void = () => undefined
    kernel.getWallets.mockImplementation((args) =>
      args.search ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(args.entries === 40 ? pageOf(1, 40) : { data: [], count: 0 }),
    )
    render(<AllWalletsView kernel={kernel} />)
    const tile = await screen.findByRole('button', { name: 'Wallet 1' })
    vi.useFakeTimers()
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'Wallet 1' } })
      await act(async () => vi.advanceTimersByTimeAsync(300))
    } finally {
      vi.useRealTimers()
    }
    const grid = screen.getByRole('list', { name: 'Wallets' })
    expect(grid.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Wallet 2' })).toBeTruthy()
    await act(async () => answer({ data: [wallet('w1', 'Wallet 1'), wallet('w10', 'Wallet 10')], count: 2 }))
    await waitFor(() => expect(grid.getAttribute('aria-busy')).toBe('false'))
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Wallet 1', 'Wallet 10'])
    expect(screen.getByRole('button', { name: 'Wallet 1' })).toBe(tile)
  })

  it('a fast scroll does not load the images of the rows it passes: incoming tiles show the initial until the scroll rests 150 ms, then a row per frame from the top', async () => {
    const kernel = stubKernel()
    kernel.getWallets.mockImplementation(async (args) => (args.entries === 40 ? pageOf(args.page ?? 1, 40) : { data: [], count: 0 }))
    render(<AllWalletsView kernel={kernel} />)
    await screen.findByRole('button', { name: 'Wallet 1' })
    const imageOf = (name: string) => screen.getByRole('button', { name }).querySelector('img')
    expect(imageOf('Wallet 1')).not.toBeNull()
    vi.useFakeTimers()
    try {
      act(() => scrollTo(6 * 104))
      const incoming = screen.getByRole('button', { name: 'Wallet 33' })
      expect(incoming.querySelector('img')).toBeNull()
      expect(incoming.querySelector('.pt-img')?.textContent).toBe('W')
      act(() => vi.advanceTimersByTime(149))
      expect(imageOf('Wallet 33')).toBeNull()
      // At rest the window's top row (row 6, the first visible) comes first; row 8 two frames later.
      act(() => vi.advanceTimersByTime(1))
      expect(imageOf('Wallet 25')).not.toBeNull()
      expect(imageOf('Wallet 33')).toBeNull()
      act(() => vi.advanceTimersByTime(200))
      expect(imageOf('Wallet 33')?.getAttribute('src')).toBe('http://127.0.0.1:9/getWalletImage/img-w33')
    } finally {
      vi.useRealTimers()
    }
  })
})
