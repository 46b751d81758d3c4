/**
 * The devnet's 'hostile' fault mode (issue 17): a route it matches answers with hostile data in its normal
 * shape, which the kernel's schemas accept as a hostile real API's answer would be accepted; ids, amounts and
 * NFT ownership stay real; the fault is used up like any other and the next answer is normal again.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { DUPLICATE_ID_NAME, DUPLICATE_RDNS } from '../../devnet/hostile-data'
import { HOSTILE_IMAGE_IDS, HOSTILE_IMAGES, HOSTILE_LONG_WORD, HOSTILE_TEXTS, HOSTILE_URLS, OVERSIZED_IMAGE_PX, SCRIPTED_SVG_DATA_URL } from '../../devnet/hostile'
import { ABSURD_AMOUNT, ABSURD_DECIMALS, ABSURD_PRICE, DUPLICATE_TOKEN_NAME } from '../../devnet/hostile-flows'
import { DEVNET_NAME_ZONE } from '../../devnet/api/profile'
import { getNameSuggestions, reverseLookupNames } from '../../plugins/names/routes'
import { generateOnrampUrl, getOnrampOptions, getOnrampQuote } from '../../plugins/onramp/routes'
import { getQuotes, getSwapTokens } from '../../plugins/swaps/routes'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'

let devnet: Devnet
let guard: LoopbackGuard
const MAINNET = { caipNetworkId: 'eip155:1' } as const
const alice = () => devnet.accounts[0]?.address as `0x${string}`
const HOSTILE_IMAGE_URLS = [...HOSTILE_URLS, SCRIPTED_SVG_DATA_URL]

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

  it("registry images: a hostile image id answers a bad image (HTML, a scripted SVG, broken and empty bytes, 20 MB) whatever the fault store holds", async () => {
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

  it('registry image routes under the fault: each bad image in turn for any id (HTML, scripted SVG, broken, empty, a 20 MB PNG of 2,400 × 2,200 px), never cached; then the real image', async () => {
    devnet.faults.add({ pattern: '/public/getTokenImage/', mode: 'hostile', count: HOSTILE_IMAGE_IDS.length })
    const fetchImage = async () => {
      const response = await fetch(`${devnet.urls.registry}/public/getTokenImage/USDC`)
      const body = Buffer.from(await response.arrayBuffer())
      return { type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body }
    }
    const answers = []
    for (const _ of HOSTILE_IMAGE_IDS) answers.push(await fetchImage())
    expect(answers.map(({ type }) => type)).toEqual(HOSTILE_IMAGE_IDS.map((id) => HOSTILE_IMAGES[id]?.contentType))
    expect(new Set(answers.map(({ cache }) => cache))).toEqual(new Set(['no-store']))
    const oversized = answers[HOSTILE_IMAGE_IDS.indexOf('hostile-oversized')]?.body as Buffer
    expect(oversized.byteLength).toBeGreaterThan(20_000_000)
    // The PNG's IHDR: width and height right after the signature and the chunk's length and type.
    expect([oversized.readUInt32BE(16), oversized.readUInt32BE(20)]).toEqual([OVERSIZED_IMAGE_PX.width, OVERSIZED_IMAGE_PX.height])
    expect(answers.find(({ type }) => type === 'text/html')?.body.toString()).toContain('<script>')
    const real = await fetchImage()
    expect([real.type, real.body.byteLength < 10_000]).toEqual(['image/svg+xml', true])
  })

  it('names: the reverse lookup keeps the real records and adds one per hostile text; suggestions keep the real ones after hostile ones; the plugin schema takes both', async () => {
    const { services, errors } = servicesFor(devnet)
    const realSuggestions = await getNameSuggestions(services.context, { name: 'hostile-probe', zone: DEVNET_NAME_ZONE })
    devnet.faults.add({ pattern: '/v1/profile/reverse/', mode: 'hostile' }, { pattern: '/v1/profile/suggestions/', mode: 'hostile' })
    const reverse = await reverseLookupNames(services.context, { address: alice() })
    expect(reverse.map((record) => record.name)).toEqual([...HOSTILE_TEXTS])
    expect(new Set(reverse.map((record) => Object.values(record.addresses)[0]?.address))).toEqual(new Set([alice()]))
    const { suggestions } = await getNameSuggestions(services.context, { name: 'hostile-probe', zone: DEVNET_NAME_ZONE })
    const names = suggestions.map((suggestion) => suggestion.name)
    for (const text of HOSTILE_TEXTS) expect(names).toEqual(expect.arrayContaining([text, `${text}.${DEVNET_NAME_ZONE}`]))
    expect(suggestions.slice(-realSuggestions.suggestions.length)).toEqual(realSuggestions.suggestions)
    expect(errors).toEqual([])
  })

  it('swaps: hostile token names, symbols and logos on the real addresses, a repeated address, absurd decimals; quotes in turn markup then absurd; prices absurd with hostile extras', async () => {
    const { services, errors } = servicesFor(devnet)
    const real = await getSwapTokens(services.context, { chainId: MAINNET.caipNetworkId })
    devnet.faults.add({ pattern: '/v1/convert/tokens', mode: 'hostile' }, { pattern: '/v1/convert/quotes', mode: 'hostile', count: 2 }, { pattern: '/v1/fungible/price', mode: 'hostile' })
    const { tokens } = await getSwapTokens(services.context, { chainId: MAINNET.caipNetworkId })
    expect(tokens.slice(0, real.tokens.length).map((token) => [token.address, token.decimals])).toEqual(real.tokens.map((token) => [token.address, token.decimals]))
    for (const token of tokens.slice(0, real.tokens.length)) {
      expect(HOSTILE_TEXTS).toContain(token.symbol)
      expect(HOSTILE_TEXTS).toContain(token.name)
      expect(HOSTILE_IMAGE_URLS).toContain(token.logoUri)
    }
    expect(tokens.at(-2)).toMatchObject({ name: DUPLICATE_TOKEN_NAME, address: real.tokens[0]?.address })
    expect(tokens.at(-1)?.decimals).toBe(ABSURD_DECIMALS)

    const [eth, usdc] = real.tokens
    const ask = () => getQuotes(services.context, { amount: '1000', userAddress: alice(), from: eth?.address as string, to: usdc?.address as string, gasPrice: '1' })
    expect((await ask()).quotes[0]?.toAmount).toBe(HOSTILE_TEXTS[0])
    expect((await ask()).quotes[0]?.toAmount).toBe(ABSURD_AMOUNT)
    expect((await ask()).quotes[0]?.toAmount).toMatch(/^\d+$/)

    const { fungibles } = await services.blockchain.fetchPrices({ addresses: [eth?.address as string] })
    expect(fungibles[0]).toMatchObject({ symbol: 'ETH', price: ABSURD_PRICE })
    expect(fungibles.slice(1).map((fungible) => fungible.name)).toEqual([...HOSTILE_TEXTS])
    expect(errors).toEqual([])
  })

  it('on-ramp: hostile names, network labels, an extra currency and payment method with absurd limits; quotes in turn markup (refused by the plugin: the placeholder) then absurd; the purchase URL each hostile scheme in turn', async () => {
    const { services, errors } = servicesFor(devnet)
    devnet.faults.add(
      { pattern: '/v1/onramp/options', mode: 'hostile' },
      { pattern: '/v1/onramp/quote', mode: 'hostile', count: 2 },
      { pattern: '/v1/generators/onrampurl', mode: 'hostile', count: HOSTILE_URLS.length },
    )
    const options = await getOnrampOptions(services.context)
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR', HOSTILE_TEXTS[0]])
    expect(options.paymentCurrencies.at(-1)?.payment_method_limits).toEqual([{ id: HOSTILE_LONG_WORD, min: HOSTILE_TEXTS[1], max: ABSURD_AMOUNT }])
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['ETH', 'USDC', 'WBTC', 'DAI', HOSTILE_TEXTS[3]])
    for (const currency of options.purchaseCurrencies) {
      expect([...HOSTILE_TEXTS, HOSTILE_LONG_WORD]).toContain(currency.name)
      for (const network of currency.networks) expect(HOSTILE_TEXTS).toContain(network.display_name)
    }

    const ask = () => getOnrampQuote(services.context, { purchaseCurrency: { id: 'ETH' }, paymentCurrency: { id: 'USD' }, amount: 100, network: 'ethereum' })
    const [markup, absurd, normal] = [await ask(), await ask(), await ask()]
    // Amounts that are not numbers: the plugin's schema refuses the answer, so the SPEC §8 placeholder quote.
    expect(markup.quoteId).toBe('placeholder')
    expect(errors).toHaveLength(1)
    expect(absurd.paymentTotal).toEqual({ amount: ABSURD_AMOUNT, currency: 'USD' })
    expect(absurd.purchaseAmount).toEqual({ amount: ABSURD_AMOUNT, currency: 'ETH' })
    expect(absurd.quoteId).toBe(HOSTILE_TEXTS[1])
    expect(normal.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })

    const urls = []
    for (const _ of HOSTILE_URLS) urls.push((await generateOnrampUrl(services.context, { destinationWallets: [{ address: alice() }], partnerUserId: alice() })).url)
    expect(urls).toEqual([...HOSTILE_URLS])
    expect(errors).toHaveLength(1)
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
