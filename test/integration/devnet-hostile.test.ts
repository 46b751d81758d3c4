/**
 * The devnet's 'hostile' fault mode (issue 17): a route it matches answers with hostile data in its normal
 * shape, which the kernel's schemas accept as a hostile real API's answer would be accepted; ids, amounts and
 * NFT ownership stay real; the fault is used up like any other and the next answer is normal again.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Devnet } from '../../devnet'
import { DUPLICATE_ID_NAME, DUPLICATE_RDNS } from '../../devnet/hostile-data'
import { HOSTILE_IMAGE_IDS, HOSTILE_IMAGES, HOSTILE_TEXTS, HOSTILE_URLS, SCRIPTED_SVG_DATA_URL } from '../../devnet/hostile'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'

let devnet: Devnet
let guard: LoopbackGuard
const MAINNET = { caipNetworkId: 'eip155:1' } as const
const alice = () => devnet.accounts[0]?.address as `0x${string}`

devnetPerFile((started) => ({ devnet, guard } = started))
beforeEach(() => devnet.faults.clear())

describe("devnet fault mode 'hostile'", () => {
  it('registry /getWallets: every hostile name, hostile links and homepages, bad image ids, duplicate ids and rdns; search finds them; then normal again', async () => {
    devnet.faults.add({ pattern: '/getWallets', mode: 'hostile', count: 2 })
    const { services, errors } = servicesFor(devnet)
    const page = await services.registry.getWallets({ page: 1, entries: 40 })
    const hostile = page.data.slice(0, HOSTILE_TEXTS.length + 1)
    expect(hostile.map((wallet) => wallet.name)).toEqual([...HOSTILE_TEXTS, DUPLICATE_ID_NAME])
    expect(hostile.at(-1)?.id).toBe(hostile[0]?.id)
    // Two wallets (the duplicate-id copy is a third entry) share one rdns.
    expect(new Set(hostile.filter((wallet) => wallet.rdns === DUPLICATE_RDNS).map((wallet) => wallet.id)).size).toBe(2)
    expect(page.data.filter((wallet) => wallet.rdns === 'io.metamask').length).toBe(2)
    const links = hostile.flatMap((wallet) => [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link, wallet.homepage])
    expect(new Set(links)).toEqual(new Set(HOSTILE_URLS))
    expect(new Set(hostile.map((wallet) => wallet.image_id))).toEqual(new Set(HOSTILE_IMAGE_IDS))
    expect(page.count).toBe(420 + HOSTILE_TEXTS.length + 1)

    const search = await services.registry.getWallets({ page: 1, entries: 100, search: 'script' })
    expect(search.data.map((wallet) => wallet.name)).toEqual(HOSTILE_TEXTS.filter((text) => text.includes('script')))
    expect(devnet.faults.list()).toEqual([])
    expect((await services.registry.getWallets({ page: 1, entries: 40 })).data[0]?.name).toBe('MetaMask')
    expect(errors).toEqual([])
  })

  it("registry images: a hostile image id answers a bad image (HTML, a scripted SVG, broken and empty bytes) whatever the fault store holds", async () => {
    const answers = await Promise.all(
      HOSTILE_IMAGE_IDS.map(async (id) => {
        const response = await fetch(`${devnet.urls.registry}/getWalletImage/${id}`)
        return { id, type: response.headers.get('content-type'), length: (await response.arrayBuffer()).byteLength }
      }),
    )
    expect(answers).toEqual(
      HOSTILE_IMAGE_IDS.map((id) => ({ id, type: HOSTILE_IMAGES[id]?.contentType, length: Buffer.byteLength(HOSTILE_IMAGES[id]?.body ?? '') })),
    )
  })

  it('balances: hostile names, symbols and icons on the real tokens (amounts kept) plus extra tokens, until every text and URL is used', async () => {
    const { services, errors } = servicesFor(devnet)
    const { balances: real } = await services.blockchain.getBalance({ address: alice(), network: MAINNET })
    devnet.faults.add({ pattern: '/balance', mode: 'hostile' })
    const { balances } = await services.blockchain.getBalance({ address: alice(), network: MAINNET, forceUpdate: 'true' })
    expect(new Set(balances.map((balance) => balance.name))).toEqual(new Set(HOSTILE_TEXTS))
    expect(new Set(balances.flatMap((balance) => [balance.name, balance.symbol]))).toEqual(new Set(HOSTILE_TEXTS))
    expect(new Set(balances.map((balance) => balance.iconUrl))).toEqual(new Set([...HOSTILE_URLS, SCRIPTED_SVG_DATA_URL]))
    expect(balances.slice(0, real.length).map((balance) => [balance.address, balance.quantity])).toEqual(real.map((balance) => [balance.address, balance.quantity]))
    expect(new Set(balances.map((balance) => balance.address)).size).toBe(balances.length)
    expect(errors).toEqual([])
  })

  it('history: operation types, token names, symbols, icons, NFT names and previews are hostile; hashes, amounts and NFT ids stay real', async () => {
    const { services } = servicesFor(devnet)
    const real = await services.blockchain.getTransactions({ account: alice(), chainId: MAINNET.caipNetworkId })
    devnet.faults.add({ pattern: '/history', mode: 'hostile' })
    const hostile = await services.blockchain.getTransactions({ account: alice(), chainId: MAINNET.caipNetworkId })
    expect(hostile.data.map((tx) => tx.id)).toEqual(real.data.map((tx) => tx.id))
    const transfers = hostile.data.flatMap((tx) => tx.transfers)
    const texts = transfers.flatMap((transfer) => [transfer.fungible_info?.name, transfer.fungible_info?.symbol, transfer.nft_info?.name]).filter(Boolean)
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(HOSTILE_TEXTS).toContain(text)
    for (const tx of hostile.data) expect(HOSTILE_TEXTS).toContain(tx.metadata.operationType)
    const images = transfers.map((transfer) => transfer.fungible_info?.icon?.url ?? transfer.nft_info?.content?.preview?.url)
    for (const image of images) expect([...HOSTILE_URLS, SCRIPTED_SVG_DATA_URL]).toContain(image)
    const ids = (txs: typeof real.data) => txs.flatMap((tx) => tx.transfers.map((t) => [t.quantity.numeric, t.nft_info?.contract_address, t.nft_info?.token_id]))
    expect(ids(hostile.data)).toEqual(ids(real.data))
  })

  it('identity: a name made of every hostile text (over 10,000 characters) and each hostile avatar in turn', async () => {
    const { services } = servicesFor(devnet)
    const avatars = [...HOSTILE_URLS, SCRIPTED_SVG_DATA_URL]
    devnet.faults.add({ pattern: '/v1/identity/', mode: 'hostile', count: avatars.length })
    const identities = []
    for (const _ of avatars) identities.push(await services.blockchain.getIdentity({ address: alice() }))
    expect(new Set(identities.map((identity) => identity.avatar))).toEqual(new Set(avatars))
    for (const identity of identities) {
      for (const text of HOSTILE_TEXTS) expect(identity.name).toContain(text)
    }
    expect(await services.blockchain.getIdentity({ address: alice() })).toEqual(devnet.identities[alice()])
  })

  it("devnet: 'hostile' is accepted over HTTP; a route without hostile data answers normally and uses the fault up", async () => {
    const control = `${devnet.urls.api}/__devnet/faults`
    const added = await fetch(control, { method: 'POST', body: JSON.stringify({ pattern: '/v1/supported-chains', mode: 'hostile' }) })
    expect(added.status).toBe(200)
    const chains = (await (await fetch(`${devnet.urls.api}/v1/supported-chains?projectId=p`)).json()) as { http: string[] }
    expect(chains.http).toContain('eip155:1')
    expect(devnet.faults.list()).toEqual([])
  })

  it('devnet: no request of this file left 127.0.0.1', () => {
    expect(guard.outside).toEqual([])
  })
})
