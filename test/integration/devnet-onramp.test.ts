import { erc20Abi, parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { chainClients } from '../../devnet/chain/deploy'
import { generateOnrampUrl, getOnrampOptions, getOnrampQuote, SAMPLE_ONRAMP_OPTIONS } from '../../plugins/onramp/routes'
import { devnetPerFile, servicesFor } from './setup'

let devnet: Devnet

devnetPerFile((started) => ({ devnet } = started))

const buyer = () => devnet.accounts[4]?.address as Address
const client = (chainId: number) => chainClients(chainId, devnet.urls.rpc[chainId] as string).publicClient

/** Opens the generated URL like the page's form does: GET the purchase, then POST the confirmation. */
async function confirm(url: string): Promise<string> {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  const session = new URL(url).searchParams.get('session') as string
  expect(html).toContain('Confirm purchase')
  const done = await fetch(new URL('/buy/confirm', url), { method: 'POST', body: new URLSearchParams({ session }) })
  expect(done.status).toBe(200)
  return done.text()
}

describe('devnet on-ramp', () => {
  it('lists what it sells on both chains, with the SPEC §9 payment limits', async () => {
    const { services, errors } = servicesFor(devnet)
    const options = await getOnrampOptions(services.context)
    expect(errors).toEqual([])
    expect(options).not.toEqual(SAMPLE_ONRAMP_OPTIONS)
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    const usdc = options.purchaseCurrencies.find((currency) => currency.symbol === 'USDC')
    expect(usdc?.networks.map((network) => [network.name, network.chain_id, network.contract_address])).toEqual([
      ['ethereum', '1', devnet.chains[1]?.tokens.USDC],
      ['base', '8453', devnet.chains[8453]?.tokens.USDC],
    ])
  })

  it('quotes with fees inside the 1-2 % range and prices from the devnet table', async () => {
    const { services, errors } = servicesFor(devnet)
    const quote = await getOnrampQuote(services.context, { purchaseCurrency: { id: 'ETH' }, paymentCurrency: { id: 'USD' }, amount: 100, network: 'ethereum' })
    expect(errors).toEqual([])
    expect(quote).toMatchObject({ coinbaseFee: { amount: '1.50', currency: 'USD' }, networkFee: { amount: '0.50', currency: 'USD' }, paymentSubtotal: { amount: '98.00' }, paymentTotal: { amount: '100.00' } })
    expect(quote.purchaseAmount).toEqual({ amount: '0.03266666', currency: 'ETH' }) // 98 / 3000, cut to 8 digits
    expect(quote.quoteId).not.toBe('placeholder')
  })

  it('answers 400 for an amount outside the limits: the client falls back to the placeholder quote', async () => {
    const { services, errors } = servicesFor(devnet)
    const quote = await getOnrampQuote(services.context, { purchaseCurrency: { id: 'ETH' }, paymentCurrency: { id: 'USD' }, amount: 5, network: 'ethereum' })
    expect(quote.quoteId).toBe('placeholder')
    expect(errors).toHaveLength(1)
  })

  it('credits native ETH on confirm and records a coinbase transaction', async () => {
    const { services } = servicesFor(devnet)
    const before = await client(1).getBalance({ address: buyer() })
    const { url } = await generateOnrampUrl(services.context, { destinationWallets: [{ address: buyer(), assets: ['ETH'] }], defaultNetwork: 'ethereum', partnerUserId: 'test', presetCryptoAmount: 0.25 })
    expect(new URL(url).origin).toBe(new URL(devnet.urls.onrampPage).origin)
    // Nothing moves before the person confirms.
    expect(await client(1).getBalance({ address: buyer() })).toBe(before)
    const html = await confirm(url)
    expect(html).toContain('Purchase complete')
    expect(await client(1).getBalance({ address: buyer() })).toBe(before + parseEther('0.25'))
    // Confirming twice credits once.
    await confirm(url).catch(() => undefined)
    expect(await client(1).getBalance({ address: buyer() })).toBe(before + parseEther('0.25'))

    const history = await services.blockchain.getTransactions({ account: buyer(), onramp: 'coinbase' })
    expect(history.data).toHaveLength(1)
    expect(history.data[0]?.metadata.chain).toBe('eip155:1')
    expect(history.data[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } })
    const receipt = await client(1).getTransactionReceipt({ hash: history.data[0]?.metadata.hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    // The plain history does not list on-ramp records as such; the chain transfer is there like any other.
    const plain = await services.blockchain.getTransactions({ account: buyer() })
    expect(plain.data.map((tx) => tx.metadata.hash)).toContain(history.data[0]?.metadata.hash)
  })

  it('credits a token on Base from a fiat amount', async () => {
    const { services } = servicesFor(devnet)
    const usdc = devnet.chains[8453]?.tokens.USDC as Address
    const read = () => client(8453).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [buyer()] })
    const before = await read()
    const { url } = await generateOnrampUrl(services.context, { destinationWallets: [{ address: buyer(), assets: ['USDC'], blockchains: ['base'] }], partnerUserId: 'test', presetFiatAmount: 20 })
    await confirm(url)
    expect(await read()).toBe(before + parseUnits('20', 6))
    const history = await services.blockchain.getTransactions({ account: buyer(), onramp: 'coinbase', chainId: 'eip155:8453' })
    expect(history.data.map((tx) => tx.transfers[0]?.fungible_info?.symbol)).toEqual(['USDC'])
  })

  it('a Solana account has no on-ramp purchases (the desk sells on the EVM chains): onramp=coinbase does not answer its chain history', async () => {
    const { services, errors } = servicesFor(devnet)
    const account = devnet.solana.accounts[1]?.address as string
    const chainId = devnet.solana.caipNetworkId
    expect((await services.blockchain.getTransactions({ account, chainId })).data.length).toBeGreaterThan(0)
    expect(await services.blockchain.getTransactions({ account, chainId, onramp: 'coinbase' })).toEqual({ data: [] })
    expect(errors).toEqual([])
  })

  it('cancelling credits nothing; bad requests fall back to an empty url', async () => {
    const { services, errors } = servicesFor(devnet)
    const before = await client(1).getBalance({ address: buyer() })
    const { url } = await generateOnrampUrl(services.context, { destinationWallets: [{ address: buyer() }], partnerUserId: 'test', presetCryptoAmount: 1 })
    const session = new URL(url).searchParams.get('session') as string
    const cancelled = await fetch(new URL('/buy/cancel', url), { method: 'POST', body: new URLSearchParams({ session }) })
    expect(await cancelled.text()).toContain('Purchase cancelled')
    await fetch(new URL('/buy/confirm', url), { method: 'POST', body: new URLSearchParams({ session }) })
    expect(await client(1).getBalance({ address: buyer() })).toBe(before)
    expect(await generateOnrampUrl(services.context, { destinationWallets: [{ address: 'not-an-address' }], partnerUserId: 'test', presetCryptoAmount: 1 })).toEqual({ url: '' })
    expect((await fetch(new URL('/buy?session=nope', url))).status).toBe(404)
    expect(errors).toHaveLength(1)
  })
})
