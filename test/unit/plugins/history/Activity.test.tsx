// @vitest-environment happy-dom
/**
 * The Activity view over the store: loading rows, month headings newest first, a row's accessible text,
 * the next page when the end of the list scrolls into view (IntersectionObserver), the empty state after a
 * failure, a send refreshing the open list, and the on-ramp purchases among the rows ('Bought').
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from 'portico/networks'
import Activity from '../../../../plugins/history/views/Activity'
import { ALICE, fungible, historyWorld, nft, transaction, type RouteAnswer } from './world'

/** A stand-in observer the test triggers: "the sentinel is in view". */
class FakeObserver {
  static live = new Set<FakeObserver>()
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    FakeObserver.live.add(this)
  }
  disconnect() {
    FakeObserver.live.delete(this)
  }
  static scrollToEnd() {
    FakeObserver.live.forEach((observer) => observer.callback([{ isIntersecting: true }]))
  }
}

const at = (month: number, day: number) => new Date(Date.UTC(2026, month, day, 12)).toISOString()
const page1 = [
  transaction('sent-eth', at(2, 20), { operationType: 'send', transfers: [fungible('out', 'ETH', '0.25')] }),
  transaction('minted', at(2, 18), { operationType: 'mint', transfers: [nft(false, 'PDP #2')] }),
  transaction('spam', at(2, 17), { operationType: 'mint', transfers: [nft(true)] }),
  transaction('got-usdc', at(1, 12), { transfers: [fungible('in', 'USDC', '1000')] }),
]
const page2 = [transaction('got-dai', at(0, 14), { transfers: [fungible('in', 'DAI', '250')] })]
/** The history route: two pages of transactions; no on-ramp purchases (onramp=coinbase). */
const route = (url: URL): RouteAnswer =>
  url.searchParams.has('onramp') ? { data: [], next: null } : url.searchParams.get('cursor') === '4' ? { data: page2, next: null } : { data: page1, next: '4' }

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  FakeObserver.live.clear()
})

function show(world: ReturnType<typeof historyWorld>) {
  render(createElement(Activity, { kernel: world.kernel }))
  return screen.getByRole('region', { name: 'Transactions' })
}

describe('Activity view', () => {
  it('loading rows first, then month headings newest first with one row per kept transaction (spam hidden)', async () => {
    let release: (answer: RouteAnswer) => void = () => undefined
    const world = historyWorld({ route: (url) => (url.searchParams.has('onramp') ? { data: [] } : new Promise((resolve) => (release = resolve))) })
    const region = show(world)
    expect(region.getAttribute('aria-busy')).toBe('true')
    expect(region.querySelectorAll('.pt-skeleton')).toHaveLength(3)

    await expect.poll(() => world.requests.length).toBe(2)
    release({ data: page1, next: null })
    await expect.poll(() => region.getAttribute('aria-busy')).toBeNull()
    expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['March 2026', 'February 2026'])
    const march = within(region).getByRole('list', { name: 'March 2026' })
    expect(within(march).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Sent ETHMar 20−0.25 ETH', 'Minted PDP #2Mar 18'])
    expect(march.querySelector('time')?.getAttribute('dateTime')).toBe(at(2, 20))
    expect(within(region).getByRole('list', { name: 'February 2026' }).textContent).toBe('Received USDCFeb 12+1,000 USDC')
    expect(region.textContent).not.toContain('SPAM')
    world.teardown()
  })

  it('the end of the list in view loads the next page under its own month; the last page stops asking', async () => {
    const world = historyWorld({ route })
    const region = show(world)
    await within(region).findByRole('list', { name: 'February 2026' })
    FakeObserver.scrollToEnd()
    expect(await within(region).findByRole('list', { name: 'January 2026' })).toBeTruthy()
    const pages = () => world.requests.filter((request) => !request.url.searchParams.has('onramp'))
    expect(pages().map((request) => request.url.searchParams.get('cursor'))).toEqual([null, '4'])
    FakeObserver.scrollToEnd()
    expect(FakeObserver.live.size).toBe(0)
    expect(pages()).toHaveLength(2)
    world.teardown()
  })

  it('a failed fetch shows the empty state, nothing left loading', async () => {
    const world = historyWorld({ route: () => new Response('{"devnet": "malformed', { status: 200 }) })
    const region = show(world)
    expect(await within(region).findByText('No activity yet')).toBeTruthy()
    expect(region.getAttribute('aria-busy')).toBeNull()
    expect(region.querySelectorAll('.pt-skeleton')).toHaveLength(0)
    world.teardown()
  })

  it("a failed transaction's row is marked failed, its mark in the error colour; the others keep their kind's", async () => {
    const sent = transaction('sent-usdc', at(2, 21), { operationType: 'send', transfers: [fungible('out', 'USDC', '5')] })
    const failed = { ...sent, id: 'failed', metadata: { ...sent.metadata, status: 'failed' as const } }
    const world = historyWorld({ route: (url) => (url.searchParams.has('onramp') ? { data: [] } : { data: [failed, ...page1], next: null }) })
    const region = show(world)
    await expect.poll(() => region.getAttribute('aria-busy')).toBeNull()
    const marks = [...region.querySelectorAll<HTMLElement>('.pt-list-icon')]
    expect(marks.map((mark) => [mark.dataset.kind, mark.style.color])).toEqual([
      ['failed', 'var(--pt-error)'],
      ['sent', ''],
      ['minted', ''],
      ['received', ''],
    ])
    world.teardown()
  })

  it("opening the tab fetches the purchases too (no cache): a purchase reads 'Bought', through Coinbase, in its credit's place", async () => {
    const credit = transaction('credit', at(2, 19), { transfers: [fungible('in', 'ETH', '0.0163')] })
    const bought = { ...credit, id: 'credit:onramp' }
    const world = historyWorld({ route: (url) => (url.searchParams.get('onramp') === 'coinbase' ? { data: [bought], next: null } : { data: [credit, ...page1], next: null }) })
    const region = show(world)
    const march = await within(region).findByRole('list', { name: 'March 2026' })
    await expect.poll(() => within(march).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Sent ETHMar 20−0.25 ETH', 'Bought ETHMar 19 · Coinbase+0.0163 ETH', 'Minted PDP #2Mar 18'])
    const purchases = world.requests.filter((request) => request.url.searchParams.get('onramp') === 'coinbase')
    expect(purchases.map((request) => request.init?.cache)).toEqual(['no-cache'])
    world.teardown()
  })

  it('an account whose only activity is a purchase: the purchase, not the empty state', async () => {
    const bought = transaction('bought', at(2, 19), { transfers: [fungible('in', 'USDC', '20')] })
    const world = historyWorld({ route: (url) => (url.searchParams.has('onramp') ? { data: [bought], next: null } : { data: [], next: null }) })
    const region = show(world)
    expect(await within(region).findByText('Bought USDC')).toBeTruthy()
    expect(within(region).queryByText('No activity yet')).toBeNull()
    world.teardown()
  })

  it("a purchase ending while the tab is open (bus 'purchase') shows it, without reopening the tab", async () => {
    let bought: unknown[] = []
    const world = historyWorld({ route: (url) => (url.searchParams.has('onramp') ? { data: bought, next: null } : { data: page1, next: null }) })
    const region = show(world)
    await within(region).findByRole('list', { name: 'March 2026' })
    expect(region.textContent).not.toContain('Bought')
    bought = [transaction('bought', at(2, 25), { transfers: [fungible('in', 'DAI', '50')] })]
    world.kernel.bus.emit('purchase', { namespace: 'eip155', address: ALICE, provider: 'coinbase' })
    await expect.poll(() => within(region).getAllByRole('listitem')[0]?.textContent).toBe('Bought DAIMar 25 · Coinbase+50 DAI')
    world.teardown()
  })

  it('a send while the tab is open shows the new transaction first, without reopening it', async () => {
    let list = page1
    const world = historyWorld({ route: (url) => ({ data: url.searchParams.has('onramp') ? [] : list, next: null }) })
    const region = show(world)
    await within(region).findByRole('list', { name: 'March 2026' })
    list = [transaction('sent-usdc', at(2, 25), { operationType: 'send', transfers: [fungible('out', 'USDC', '1.5')] }), ...page1]
    world.kernel.bus.emit('transaction', { namespace: 'eip155', hash: '0x1', network: mainnet })
    await expect.poll(() => within(region).getAllByRole('listitem')[0]?.textContent).toBe('Sent USDCMar 25−1.5 USDC')
    world.teardown()
  })
})
