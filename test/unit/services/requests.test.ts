import { describe, expect, it } from 'vitest'
import { buildSwapTransaction } from '../../../plugins/swaps/routes'
import { json, servicesWith } from './helpers'

describe('kernel/services requests', () => {
  it('SPEC §7: blockchain routes carry projectId, st and sv with their own query', async () => {
    const { services, requests } = servicesWith(() => json({ data: [], next: null }))
    await services.blockchain.getTransactions({ account: '0xabc', cursor: '10', chainId: 'eip155:1' })
    const { url } = requests[0] ?? { url: new URL('http://x') }
    expect(url.pathname).toBe('/v1/account/0xabc/history')
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'test-project', st: 'portico', sv: '0.1.0', cursor: '10', chainId: 'eip155:1' })
  })

  it('SPEC §7: price and build-transaction bodies', async () => {
    const { services, requests } = servicesWith((url) =>
      url.pathname.endsWith('/price') ? json({ fungibles: [{ symbol: 'ETH', price: 3000 }] }) : json({ tx: { to: '0x2', data: '0x', value: '0', eip155: { gas: '1', gasPrice: '2' } } }),
    )
    expect(await services.blockchain.fetchPrices({ addresses: ['eip155:1:0xeeee'] })).toEqual({ fungibles: [{ symbol: 'ETH', price: 3000 }] })
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({ currency: 'usd', addresses: ['eip155:1:0xeeee'], projectId: 'test-project' })
    const tx = await buildSwapTransaction(services.context, { amount: '1', from: 'a', to: 'b', userAddress: '0x1', slippage: 1 })
    expect(tx?.eip155.gas).toBe('1')
    expect(JSON.parse(String(requests[1]?.init?.body))).toEqual({ amount: '1', eip155: { slippage: '1' }, projectId: 'test-project', from: 'a', to: 'b', userAddress: '0x1' })
  })

  it('SPEC §7: getWallets sends page, entries, chains, include, exclude, trimmed search, badge_type', async () => {
    const { services, requests } = servicesWith(() => json({ data: [{ id: 'w1', name: 'MetaMask', rdns: 'io.metamask' }], count: 1 }))
    const page = await services.registry.getWallets({ page: 2, entries: 40, chains: ['eip155:1', 'solana:x'], include: ['a'], exclude: ['b', 'c'], search: '  meta ', badge_type: 'certified' })
    expect(page.count).toBe(1)
    const query = Object.fromEntries(requests[0]?.url.searchParams ?? [])
    expect(query).toMatchObject({ page: '2', entries: '40', chains: 'eip155:1,solana:x', include: 'a', exclude: 'b,c', search: 'meta', badge_type: 'certified' })
    expect(services.registry.walletImageUrl('img 1')).toBe('http://127.0.0.1:2/getWalletImage/img%201?projectId=test-project&st=portico&sv=0.1.0')
    expect(services.registry.tokenImageUrl('ETH')).toContain('/public/getTokenImage/ETH?')
  })

  it('SPEC §7: analytics posts eventId, url, domain, timestamp, props in order', async () => {
    const { services, requests } = servicesWith((url) => (url.pathname === '/getAnalyticsConfig' ? json({ isAnalyticsEnabled: true }) : json({})))
    void services.analytics.track({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } })
    await services.analytics.track({ event: 'DISCONNECT_SUCCESS' })
    const posts = requests.filter((request) => request.url.pathname === '/e')
    expect(posts.map((post) => JSON.parse(String(post.init?.body)).props.event)).toEqual(['SWITCH_NETWORK', 'DISCONNECT_SUCCESS'])
    const body = JSON.parse(String(posts[0]?.init?.body))
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url'])
    expect(Object.fromEntries(posts[0]?.url.searchParams ?? [])).toEqual({ projectId: 'test-project', st: 'portico', sv: '0.1.0' })
  })

  it('SPEC §4: analytics is off when features.analytics is false or the config fetch fails', async () => {
    const off = servicesWith(() => json({}), { features: { analytics: false } })
    await off.services.analytics.track({ event: 'MODAL_OPEN' })
    expect(off.requests).toHaveLength(0)
    const failing = servicesWith(() => json({ message: 'no' }, 404))
    await failing.services.analytics.track({ event: 'MODAL_OPEN' })
    await failing.services.analytics.track({ event: 'MODAL_CLOSE' })
    expect(failing.requests.map((request) => request.url.pathname)).toEqual(['/getAnalyticsConfig'])
  })
})
