import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { createServices } from '../../kernel/services'
import type { Devnet } from 'portico-devnet'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'

let devnet: Devnet
let guard: LoopbackGuard

devnetPerFile((started) => ({ devnet, guard } = started))

describe('devnet registry, analytics and project checks', () => {
  it('SPEC §7/§9: the registry pages ≥ 400 wallets, searches, filters and lists every named wallet', async () => {
    const { services } = servicesFor(devnet)
    const first = await services.registry.getWallets({ page: 1, entries: 40 })
    const second = await services.registry.getWallets({ page: 2, entries: 40 })
    expect(first.count).toBeGreaterThanOrEqual(400)
    expect(first.data).toHaveLength(40)
    expect(new Set([...first.data, ...second.data].map((wallet) => wallet.id)).size).toBe(80)
    for (const [name, rdns] of [['MetaMask', 'io.metamask'], ['Trust Wallet', 'com.trustwallet.app'], ['Phantom', 'app.phantom'], ['Solflare', undefined], ['Coin98', undefined], ['Magic Eden', undefined], ['Backpack', undefined], ['Bitget', undefined], ['Frontier', undefined], ['Xverse', undefined], ['Leather', undefined]]) {
      const found = await services.registry.getWallets({ page: 1, entries: 10, search: ` ${name} ` })
      expect(found.data[0]?.name).toContain(name)
      if (rdns) expect(found.data[0]?.rdns).toBe(rdns)
      expect(found.data[0]?.mobile_link).toBeTruthy()
    }
    const metamask = (await services.registry.getWallets({ page: 1, entries: 1, search: 'MetaMask' })).data[0]
    const excluded = await services.registry.getWallets({ page: 1, entries: 40, exclude: [metamask?.id ?? ''] })
    expect(excluded.count).toBe(first.count - 1)
    const included = await services.registry.getWallets({ page: 1, entries: 40, include: [metamask?.id ?? ''] })
    expect(included.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    const bitcoin = await services.registry.getWallets({ page: 1, entries: 100, chains: ['bip122:000000000019d6689c085ae165831e93'] })
    expect(bitcoin.data.every((wallet) => wallet.chains?.some((chain) => chain.startsWith('bip122:')))).toBe(true)
    const certified = await services.registry.getWallets({ page: 1, entries: 100, badge_type: 'certified' })
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  it('SPEC §7: image routes serve raster images (PNG, 96 × 96, one colour per id) for wallets, currencies and other assets, as the real registry does', async () => {
    const { services } = servicesFor(devnet)
    const urls = [services.registry.walletImageUrl('abc'), services.registry.assetImageUrl('avatar-alice'), services.registry.currencyImageUrl('USD'), services.registry.tokenImageUrl('PDP-1')]
    const images = await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url)
        expect(response.headers.get('content-type')).toBe('image/png')
        return PNG.sync.read(Buffer.from(await response.arrayBuffer()))
      }),
    )
    for (const image of images) expect([image.width, image.height]).toEqual([96, 96])
    const corner = (image: PNG) => image.data.subarray(0, 4).toString('hex')
    expect(new Set(images.map(corner)).size).toBe(images.length)
  })

  it('SPEC §7: the networks and tokens the devnet knows have drawn SVG images, served inert; a network it does not know has none (404)', async () => {
    const { services } = servicesFor(devnet)
    const drawn = [
      ...devnet.modalConfig({ namespaces: ['eip155', 'solana', 'bip122', 'polkadot'] }).networks.map((network) => services.registry.assetImageUrl(network.caipNetworkId)),
      ...['ETH', 'SOL', 'USDC', 'WBTC', 'DAI'].map((symbol) => services.registry.tokenImageUrl(symbol)),
    ]
    const answers = await Promise.all(
      drawn.map(async (url) => {
        const response = await fetch(url)
        const body = await response.text()
        return { url, status: response.status, type: response.headers.get('content-type'), nosniff: response.headers.get('x-content-type-options'), csp: response.headers.get('content-security-policy'), svg: body.startsWith('<svg ') && body.endsWith('</svg>'), scripted: /<script|\son\w+=/i.test(body), small: body.length < 1024 }
      }),
    )
    for (const answer of answers) {
      expect(answer).toEqual({ url: answer.url, status: 200, type: 'image/svg+xml', nosniff: 'nosniff', csp: "default-src 'none'; style-src 'unsafe-inline'", svg: true, scripted: false, small: true })
    }
    expect(answers).toHaveLength(6 + 5)
    expect((await fetch(services.registry.assetImageUrl('eip155:11155111'))).status).toBe(404)
  })

  it('SPEC §7: analytics round trip — config on, events stored in order with projectId, st, sv', async () => {
    const { services, errors } = servicesFor(devnet)
    devnet.analytics.clear()
    void services.analytics.track({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } })
    await services.analytics.track({ event: 'DISCONNECT_SUCCESS' })
    const received = (await (await fetch(`${devnet.urls.analytics}/e`)).json()) as { events: { query: Record<string, string>; body: { props: { event: string } } }[] }
    expect(received.events.map((event) => event.body.props.event)).toEqual(['SWITCH_NETWORK', 'DISCONNECT_SUCCESS'])
    expect(received.events[0]?.query).toEqual({ projectId: 'portico-test', st: 'portico', sv: '0.1.0' })
    expect(errors).toEqual([])
  })

  it("SPEC §8: unknown project id → INVALID_PROJECT_ID; foreign origin → INVALID_APP_CONFIGURATION", async () => {
    devnet.auth.policy = { projectIds: ['portico-test'], origins: ['http://127.0.0.1:5173'] }
    try {
      const stranger = servicesFor(devnet, { projectId: 'someone-else' })
      expect(await stranger.services.blockchain.getSupportedChains()).toEqual({ http: [], ws: [] })
      expect(stranger.errors[0]).toMatchObject({ code: 'SERVICE_FAILED', details: { alert: 'INVALID_PROJECT_ID', status: 401 } })

      const refused = await fetch(`${devnet.urls.api}/v1/supported-chains?projectId=portico-test`, { headers: { origin: 'http://evil.example' } })
      expect(refused.status).toBe(403)
      expect(await refused.text()).toContain('Unauthorized: origin not allowed')
      const allowed = await fetch(`${devnet.urls.api}/v1/supported-chains?projectId=portico-test`, { headers: { origin: 'http://127.0.0.1:5173' } })
      expect(allowed.status).toBe(200)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')

      const foreign = servicesFor(devnet)
      const originFetch: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: 'http://evil.example' } })
      const errors: unknown[] = []
      const browserLike = createServices({ config: foreign.config, fetch: originFetch, onError: (error) => errors.push(error) })
      await browserLike.analytics.track({ event: 'MODAL_OPEN' })
      expect(await browserLike.registry.getWallets({ page: 1, entries: 1 })).toEqual({ data: [], count: 0 })
      expect(errors.map((error) => (error as { details?: { alert?: string } }).details?.alert)).toEqual(['INVALID_APP_CONFIGURATION', 'INVALID_APP_CONFIGURATION'])
    } finally {
      devnet.auth.policy = {}
    }
  })

  it('devnet: no request of this file left 127.0.0.1', () => {
    expect(guard.connections).toBeGreaterThan(0)
    expect(guard.outside).toEqual([])
  })
})
