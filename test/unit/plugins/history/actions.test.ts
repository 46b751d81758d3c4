/**
 * The transaction store's actions against the real services over a stub route: SPEC §4 (loading, append,
 * empty, failure clears the cursor), §5 (spam and chain rules), §7 (coinbase without cache, the
 * ERROR_FETCH_TRANSACTIONS event), §8 (debug-only snackbar, the no-address error), and what keeps the
 * list true to the account (a send, another account or network, a disconnect).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { base, mainnet } from 'portico/networks'
import { ACTIVITY_MESSAGES } from '../../../../plugins/history/messages'
import { ALICE, BOB, fungible, historyWorld, nft, transaction, type RouteAnswer } from './world'

const day = (n: number) => new Date(Date.UTC(2026, 2, 28 - n, 12)).toISOString()
/** Twelve transactions newest first, as the route pages them (10, then 2). */
const seeded = Array.from({ length: 12 }, (_, index) => transaction(`t${index}`, day(index)))
const pageOf = (list: unknown[], cursor: string | null, size = 10) => {
  const offset = Number(cursor ?? 0)
  return { data: list.slice(offset, offset + size), next: offset + size < list.length ? String(offset + size) : null }
}
const ids = (world: ReturnType<typeof historyWorld>) => world.history().transactions.map((tx) => tx.id)

let worlds: ReturnType<typeof historyWorld>[] = []
const make = (...args: Parameters<typeof historyWorld>) => {
  const world = historyWorld(...args)
  worlds.push(world)
  return world
}
afterEach(() => {
  worlds.forEach((world) => world.teardown())
  worlds = []
})

describe('history actions', () => {
  it('SPEC §4: the first page loads (loading while it does), the next page appends after the cursor; the last page ends paging', async () => {
    const world = make({ route: (url) => pageOf(seeded, url.searchParams.get('cursor')) })
    const loading = world.actions.fetchTransactions(ALICE)
    expect(world.history().loading).toBe(true)
    await loading
    expect(ids(world)).toEqual(seeded.slice(0, 10).map((tx) => tx.id))
    expect(world.history()).toMatchObject({ loading: false, empty: false, next: '10', lastNetworkInView: mainnet.caipNetworkId })
    const first = world.requests[0]?.url
    expect(first?.pathname).toBe(`/v1/account/${ALICE}/history`)
    expect(first?.searchParams.get('chainId')).toBe(mainnet.caipNetworkId)
    expect(first?.searchParams.has('cursor')).toBe(false)

    await world.actions.fetchTransactions(ALICE)
    expect(world.requests[1]?.url.searchParams.get('cursor')).toBe('10')
    expect(ids(world)).toEqual(seeded.map((tx) => tx.id))
    expect(world.history().next).toBeUndefined()
    expect(world.history().transactionsByYear).toEqual([{ year: 2026, months: [{ month: 2, transactions: world.history().transactions }] }])

    await world.actions.fetchTransactions(ALICE)
    expect(world.requests).toHaveLength(2)
  })

  it('cursor paging appends without duplicates when a new transaction shifted the pages', async () => {
    let list = seeded
    const world = make({ route: (url) => pageOf(list, url.searchParams.get('cursor')) })
    await world.actions.fetchTransactions(ALICE)
    list = [transaction('new', day(-1)), ...seeded] // the offset cursor now repeats t9 on page 2
    await world.actions.fetchTransactions(ALICE)
    expect(ids(world)).toEqual(seeded.map((tx) => tx.id))
    expect(new Set(ids(world)).size).toBe(ids(world).length)
  })

  it('one page at a time: a second call while a page loads waits for it instead of asking again', async () => {
    const world = make({ route: (url) => pageOf(seeded, url.searchParams.get('cursor')) })
    await Promise.all([world.actions.fetchTransactions(ALICE), world.actions.fetchTransactions(ALICE)])
    expect(world.requests).toHaveLength(1)
  })

  it('SPEC §5: spam-only transactions and those of another chain never reach the list; all filtered → empty', async () => {
    const page = [
      transaction('spam', day(1), { transfers: [nft(true)] }),
      transaction('base', day(2), { chain: base.caipNetworkId }),
      transaction('mixed', day(3), { transfers: [nft(true), fungible('out')] }),
    ]
    const world = make({ route: () => ({ data: page, next: null }) })
    await world.actions.fetchTransactions(ALICE)
    expect(ids(world)).toEqual(['mixed'])

    const spamOnly = make({ route: () => ({ data: [page[0], page[1]], next: null }) })
    await spamOnly.actions.fetchTransactions(ALICE)
    expect(spamOnly.history()).toMatchObject({ transactions: [], empty: true, loading: false })
  })

  it('SPEC §4/§7/§8: a failed first page → empty, no cursor, ERROR_FETCH_TRANSACTIONS with address, projectId, cursor, isSmartAccount; no snackbar without debug', async () => {
    const world = make({ route: () => new Response('not found', { status: 404 }) })
    await world.actions.fetchTransactions(ALICE)
    expect(world.history()).toMatchObject({ loading: false, empty: true, transactions: [] })
    expect(world.history().next).toBeUndefined()
    expect(world.analytics).toEqual([
      { event: 'ERROR_FETCH_TRANSACTIONS', properties: { address: ALICE, projectId: 'test-project', cursor: null, isSmartAccount: true } },
    ])
    expect(world.toast.showSnackbar).not.toHaveBeenCalled()
    // The service still reported the failure to the kernel.
    expect(world.errors).toHaveLength(1)
  })

  it("SPEC §8: with debug on, the failure also shows the 'Failed to fetch transactions' snackbar", async () => {
    const world = make({ debug: true, route: () => new Response('{"devnet": "malformed', { status: 200 }) })
    await world.actions.fetchTransactions(ALICE)
    expect(world.toast.showSnackbar).toHaveBeenCalledWith('Failed to fetch transactions', 'error')
    expect(world.history().empty).toBe(true)
  })

  it('a failure on a later page keeps the rows, clears the cursor, and reports the cursor it failed on', async () => {
    const world = make({ route: (url) => (url.searchParams.get('cursor') ? new Response('gone', { status: 404 }) : pageOf(seeded, null)) })
    await world.actions.fetchTransactions(ALICE)
    await world.actions.fetchTransactions(ALICE)
    expect(world.history()).toMatchObject({ empty: true, loading: false })
    expect(world.history().next).toBeUndefined()
    expect(ids(world)).toHaveLength(10)
    expect(world.analytics.at(-1)?.properties).toMatchObject({ cursor: '10' })
  })

  it('a failed refresh keeps the rows of this account and network (they are not wrong, only maybe old) and stops paging', async () => {
    const world = make({ route: (url) => pageOf(seeded, url.searchParams.get('cursor')) })
    await world.actions.fetchTransactions(ALICE)
    world.setRoute(() => new Response('gone', { status: 404 }))
    await world.actions.refresh()
    expect(ids(world)).toHaveLength(10)
    expect(world.history()).toMatchObject({ empty: true, loading: false })
    expect(world.history().next).toBeUndefined()
    await world.actions.fetchTransactions(ALICE)
    expect(world.requests).toHaveLength(2)
  })

  it('a history page with a malformed entry is a clear failure (empty, event), not a crash or a half list', async () => {
    const malformed = [seeded[0], { id: 'broken', transfers: 'none' }]
    const world = make({ route: () => ({ data: malformed, next: null }) })
    await expect(world.actions.fetchTransactions(ALICE)).resolves.toBeUndefined()
    expect(world.history()).toMatchObject({ transactions: [], empty: true, loading: false })
    expect(world.history().next).toBeUndefined()
    expect(world.analytics.map((event) => event.event)).toEqual(['ERROR_FETCH_TRANSACTIONS'])
  })

  it("SPEC §5/§8: without an account address → 'Transactions can't be fetched without an accountAddress', nothing requested", async () => {
    const world = make()
    await expect(world.actions.fetchTransactions(undefined)).rejects.toMatchObject({
      code: 'TRANSACTIONS_NEED_ADDRESS',
      message: ACTIVITY_MESSAGES.TRANSACTIONS_NEED_ADDRESS,
    })
    await expect(world.actions.fetchTransactions('', 'coinbase')).rejects.toMatchObject({ code: 'TRANSACTIONS_NEED_ADDRESS' })
    world.disconnectAccount()
    await expect(world.actions.refresh()).rejects.toMatchObject({ message: "Transactions can't be fetched without an accountAddress" })
    expect(world.requests).toHaveLength(0)
  })

  it('SPEC §7: coinbase transactions are fetched with onramp=coinbase and no cache, into coinbaseTransactions only', async () => {
    const world = make({ route: () => ({ data: [transaction('cb1', day(1)), transaction('cb0', day(0))], next: null }) })
    await world.actions.fetchTransactions(ALICE, 'coinbase')
    const request = world.requests[0]
    expect(request?.url.searchParams.get('onramp')).toBe('coinbase')
    expect(request?.init?.cache).toBe('no-cache')
    expect(world.history().coinbaseTransactions).toEqual([{ year: 2026, months: [{ month: 2, transactions: [expect.objectContaining({ id: 'cb0' }), expect.objectContaining({ id: 'cb1' })] }] }])
    expect(world.history()).toMatchObject({ transactions: [], loading: false, empty: false })

    // The Activity list's own pages go through the cache as usual.
    await world.actions.fetchTransactions(ALICE)
    expect(world.requests[1]?.init?.cache).toBeUndefined()
  })

  it('SPEC §5: of the purchases, only those on the active network are kept (and none is asked for without a network)', async () => {
    const world = make({ route: () => ({ data: [transaction('cb-base', day(0), { chain: base.caipNetworkId }), transaction('cb-eth', day(1))], next: null }) })
    await world.actions.fetchTransactions(ALICE, 'coinbase')
    expect(world.requests[0]?.url.searchParams.get('chainId')).toBe(mainnet.caipNetworkId)
    expect(world.history().coinbaseTransactions.flatMap((year) => year.months.flatMap((month) => month.transactions.map((tx) => tx.id)))).toEqual(['cb-eth'])
  })

  it("an on-ramp purchase ending (bus 'purchase', coinbase) fetches the active account's purchases without cache, and the list it was showing; another account, namespace or provider: nothing", async () => {
    const world = make({ route: (url) => (url.searchParams.has('onramp') ? { data: [transaction('bought', day(-1))], next: null } : pageOf(seeded, url.searchParams.get('cursor'))) })
    world.kernel.bus.emit('purchase', { namespace: 'eip155', address: BOB, provider: 'coinbase' })
    world.kernel.bus.emit('purchase', { namespace: 'solana', address: ALICE, provider: 'coinbase' })
    world.kernel.bus.emit('purchase', { namespace: 'eip155', address: ALICE, provider: 'meld' })
    expect(world.requests).toHaveLength(0)

    // The tab was never opened: the purchases only.
    world.kernel.bus.emit('purchase', { namespace: 'eip155', address: ALICE, provider: 'coinbase' })
    await expect.poll(() => world.history().coinbaseTransactions.length).toBe(1)
    expect(world.requests).toHaveLength(1)
    expect(world.requests[0]?.url.searchParams.get('onramp')).toBe('coinbase')
    expect(world.requests[0]?.init?.cache).toBe('no-cache')
    expect(world.history().coinbaseTransactions[0]?.months[0]?.transactions.map((tx) => tx.id)).toEqual(['bought'])

    // With the list fetched, its first page again too (the purchase's credit is a transaction of its own).
    await world.actions.fetchTransactions(ALICE)
    world.kernel.bus.emit('purchase', { namespace: 'eip155', address: ALICE, provider: 'coinbase' })
    await expect.poll(() => world.requests.length).toBe(4)
    expect(world.requests.slice(2).map((request) => [request.url.searchParams.get('onramp'), request.url.searchParams.get('cursor')])).toEqual(
      expect.arrayContaining([['coinbase', null], [null, null]]),
    )
  })

  it("a send through the kernel (bus 'transaction') fetches the first page again and shows the new transaction first", async () => {
    let list = seeded
    const world = make({ route: (url) => pageOf(list, url.searchParams.get('cursor')) })
    await world.actions.fetchTransactions(ALICE)
    await world.actions.fetchTransactions(ALICE)
    list = [transaction('sent', day(-1), { operationType: 'send', transfers: [fungible('out', 'ETH', '0.01')] }), ...seeded]
    world.kernel.bus.emit('transaction', { namespace: 'eip155', hash: '0xsent', network: mainnet })
    await expect.poll(() => ids(world)[0]).toBe('sent')
    expect(world.requests.at(-1)?.url.searchParams.has('cursor')).toBe(false)
    expect(world.history()).toMatchObject({ next: '10', loading: false })
  })

  it('another account or network empties the list; an answer for the old one arriving late is dropped', async () => {
    let release: (answer: RouteAnswer) => void = () => undefined
    const world = make({ route: () => new Promise((resolve) => (release = resolve)) })
    const pending = world.actions.fetchTransactions(ALICE)
    await expect.poll(() => world.requests.length).toBe(1)
    world.switchAccount(BOB)
    expect(world.history()).toMatchObject({ transactions: [], loading: false })
    expect(world.history().lastNetworkInView).toBeUndefined()
    release({ data: seeded, next: null })
    await pending
    expect(world.history().transactions).toEqual([])

    world.setRoute(() => ({ data: seeded.slice(0, 2), next: null }))
    await world.actions.refresh()
    expect(ids(world)).toEqual(['t0', 't1'])
    world.switchNetwork(base)
    expect(world.history()).toMatchObject({ transactions: [], transactionsByYear: [] })
    expect(world.history().lastNetworkInView).toBeUndefined()
  })

  it("SPEC §4: a disconnect (bus 'disconnect') empties the store", async () => {
    const world = make({ route: () => ({ data: seeded, next: null }) })
    await world.actions.fetchTransactions(ALICE)
    await world.actions.fetchTransactions(ALICE, 'coinbase')
    world.kernel.bus.emit('disconnect', { namespaces: ['eip155'] })
    expect(world.history()).toEqual({ transactions: [], coinbaseTransactions: [], transactionsByYear: [], loading: false, empty: false })
  })
})
