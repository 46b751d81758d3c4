/**
 * SPEC §7 on-ramp routes over the devnet on-ramp desk: `GET /v1/onramp/options` (what it sells, where, and
 * the payment limits of SPEC §9), `POST /v1/onramp/quote` (fees inside the SPEC §9 range, priced from the
 * devnet price table), `POST /v1/generators/onrampurl` (opens a purchase on the on-ramp page and answers
 * its URL). Bad input answers 400 with a message naming the field; the kernel then uses its §8 fallbacks.
 */
import { randomUUID } from 'node:crypto'
import { isAddress } from 'viem'
import { PRICES_USD } from '../chain/assets'
import type { DevChain } from '../chain/devchain'
import { hostileIndex } from '../hostile'
import { hostileOnrampOptions, hostileOnrampQuote, hostileOnrampUrl } from '../hostile-flows'
import { decimalsOf, ONRAMP_ASSETS, type OnrampAsset, type OnrampDesk } from '../onramp-page/desk'
import { BadRequest, guarded, json, type Route } from '../server-utils'

/** Coinbase's fee: inside the SPEC §9 provider range of 1-2 %. */
export const ONRAMP_FEE_RATE = 0.015
/** A flat network fee per purchase, in the payment currency. */
export const ONRAMP_NETWORK_FEE = 0.5
/** Payment currencies in USD. */
const FIAT_IN_USD: Record<string, number> = { USD: 1, EUR: 1.1 }
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
/** Coinbase network names of the devnet chains (SPEC §9 coinbase pay chains). */
const NETWORK_NAMES: Record<number, string> = { 1: 'ethereum', 8453: 'base' }
const NAMES: Record<OnrampAsset, string> = { ETH: 'Ether', USDC: 'USD Coin', WBTC: 'Wrapped BTC', DAI: 'Dai Stablecoin' }

const record = (value: unknown, field: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest(`${field} must be an object`)
  return value as Record<string, unknown>
}

function assetOf(value: unknown, field: string): OnrampAsset {
  const asset = ONRAMP_ASSETS.find((symbol) => symbol === value)
  if (!asset) throw new BadRequest(`${field} must be one of ${ONRAMP_ASSETS.join(', ')}, got '${String(value)}'`)
  return asset
}

/** Whole units of `asset` that `fiat` of `currency` buys, cut to what the asset (at most 8 digits) can hold. */
function cryptoFor(fiat: number, currency: string, asset: OnrampAsset): string {
  const usd = fiat * (FIAT_IN_USD[currency] ?? 1)
  const digits = Math.min(8, decimalsOf(asset))
  const units = Math.floor((usd / (PRICES_USD[asset] ?? 1)) * 10 ** digits) / 10 ** digits
  return units.toFixed(digits).replace(/\.?0+$/, '')
}

export interface OnrampRoutesOptions {
  chains: DevChain[]
  desk: OnrampDesk
  /** The on-ramp page's URL (its /buy opens a purchase). */
  pageUrl: string
}

export function onrampRoutes({ chains, desk, pageUrl }: OnrampRoutesOptions): Route[] {
  const chainNamed = (name: unknown) => chains.find((chain) => NETWORK_NAMES[chain.chainId] === name)
  const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency })

  return [
    {
      method: 'GET',
      path: '/v1/onramp/options',
      handler: ({ req, res }) => {
        const options = {
          paymentCurrencies: Object.keys(FIAT_IN_USD).map((id) => ({ id, payment_method_limits: LIMITS })),
          purchaseCurrencies: ONRAMP_ASSETS.map((symbol) => ({
            id: symbol,
            name: NAMES[symbol],
            symbol,
            networks: chains.map((chain) => ({
              name: NETWORK_NAMES[chain.chainId] ?? String(chain.chainId),
              display_name: chain.name,
              chain_id: String(chain.chainId),
              contract_address: symbol === 'ETH' ? '' : chain.assets.tokens[symbol],
            })),
          })),
        }
        json(res, 200, hostileIndex(req) === undefined ? options : hostileOnrampOptions(options))
      },
    },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      handler: guarded(({ req, res, body }) => {
        const fields = record(body, 'The body')
        const asset = assetOf(record(fields.purchaseCurrency, 'purchaseCurrency').id, 'purchaseCurrency.id')
        const currency = String(record(fields.paymentCurrency, 'paymentCurrency').id)
        if (!(currency in FIAT_IN_USD)) throw new BadRequest(`paymentCurrency.id must be one of ${Object.keys(FIAT_IN_USD).join(', ')}`)
        const amount = Number(fields.amount)
        const [min, max] = [Number(LIMITS[0]?.min), Math.max(...LIMITS.map((limit) => Number(limit.max)))]
        if (!Number.isFinite(amount) || amount < min || amount > max) throw new BadRequest(`amount must be from ${min} to ${max}, got '${String(fields.amount)}'`)
        if (!chainNamed(fields.network)) throw new BadRequest(`network '${String(fields.network)}' is not served by the devnet on-ramp`)
        const fee = amount * ONRAMP_FEE_RATE
        const subtotal = amount - fee - ONRAMP_NETWORK_FEE
        const quote = {
          coinbaseFee: money(fee, currency),
          networkFee: money(ONRAMP_NETWORK_FEE, currency),
          paymentSubtotal: money(subtotal, currency),
          paymentTotal: money(amount, currency),
          purchaseAmount: { amount: cryptoFor(subtotal, currency, asset), currency: asset },
          quoteId: randomUUID(),
        }
        const hostile = hostileIndex(req)
        json(res, 200, hostile === undefined ? quote : hostileOnrampQuote(hostile, quote))
      }),
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      handler: guarded(({ req, res, body }) => {
        const hostile = hostileIndex(req)
        if (hostile !== undefined) return json(res, 200, hostileOnrampUrl(hostile))
        const fields = record(body, 'The body')
        const wallets = fields.destinationWallets
        if (!Array.isArray(wallets) || wallets.length === 0) throw new BadRequest('destinationWallets must list one wallet')
        const wallet = record(wallets[0], 'destinationWallets[0]')
        const address = String(wallet.address)
        if (!isAddress(address, { strict: false })) throw new BadRequest(`destinationWallets[0].address is not an EVM address: '${address}'`)
        const blockchains = Array.isArray(wallet.blockchains) ? wallet.blockchains : []
        const chain = chainNamed(fields.defaultNetwork ?? blockchains[0] ?? 'ethereum')
        if (!chain) throw new BadRequest(`defaultNetwork '${String(fields.defaultNetwork)}' is not served by the devnet on-ramp`)
        const asset = assetOf(Array.isArray(wallet.assets) && wallet.assets.length > 0 ? wallet.assets[0] : 'ETH', 'destinationWallets[0].assets[0]')
        const presetCrypto = Number(fields.presetCryptoAmount)
        const fiat = Number(fields.presetFiatAmount)
        const amount = presetCrypto > 0 ? String(presetCrypto) : fiat > 0 ? cryptoFor(fiat, 'USD', asset) : ''
        if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0) throw new BadRequest('presetCryptoAmount or presetFiatAmount must be a positive number')
        const session = desk.open({ address, chain, asset, amount })
        json(res, 200, { url: new URL(`buy?session=${session.id}`, pageUrl).href })
      }),
    },
  ]
}
