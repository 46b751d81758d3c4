/**
 * SPEC §7 swap routes (`/v1/convert/*`) over the devnet's Uniswap V2 pools:
 * quotes are Router02's getAmountsOut on the live reserves, and the built
 * transactions are real calldata a wallet can send. Amounts are base-unit
 * integer strings; token and account addresses are CAIP-10 as in the hosted
 * API (a client sends to the address after the last colon), the native token
 * being `eip155:N:0xeeee…eeee`.
 *
 * A well-formed chain the devnet does not run answers the SPEC §8 fallback
 * values (no tokens, no quotes, allowance '0') with a 200; building a
 * transaction there answers 400 'Network not supported for Swaps'.
 * Malformed input answers 400 with a message naming the field.
 */
import { randomUUID } from 'node:crypto'
import { encodeFunctionData, erc20Abi, getAddress, isAddress, maxUint256, type Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS, TOKENS } from '../chain/assets'
import { tokenByAddress, type DevChain } from '../chain/devchain'
import type { SwapAsset } from '../dex/pools'
import { hostileIndex } from '../hostile'
import { hostileQuote, hostileSwapTokens, type SwapTokenEntry } from '../hostile-flows'
import { estimateSwapGas, minimumOut, quoteExactIn, routeOf, swapCall, type SwapRoute } from '../dex/swap'
import { BadRequest, guarded, json, type Route } from '../server-utils'
import type { IconUrl } from './balances'

/** SPEC §9: default swap gas units, used when the node cannot estimate (e.g. before the approval). */
const DEFAULT_SWAP_GAS = 150_000n
const DEFAULT_SLIPPAGE_PERCENT = 1
const DEADLINE_SECONDS = 20n * 60n

function required(params: URLSearchParams | Record<string, unknown>, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name]
  if (typeof value !== 'string' || value === '') throw new BadRequest(`Missing ${name}`)
  return value
}

function parseCaip2(value: string, field: string): string {
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value)) throw new BadRequest(`${field} must be a CAIP-2 chain id like eip155:1, got '${value}'`)
  return value
}

function parseCaip10(value: string, field: string): { network: string; account: string } {
  const match = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/.exec(value)
  const [, network, account] = match ?? []
  if (!network || !account) throw new BadRequest(`${field} must be a CAIP-10 address like eip155:1:0x…, got '${value}'`)
  if (network.startsWith('eip155:') && !isAddress(account, { strict: false })) throw new BadRequest(`${field}: '${account}' is not an EVM address`)
  return { network, account }
}

/** The user as a plain or CAIP-10 address, which must then be on the tokens' chain. */
function parseUser(value: string, network: string): Address {
  if (isAddress(value, { strict: false })) return getAddress(value)
  const caip = parseCaip10(value, 'userAddress')
  if (caip.network !== network) throw new BadRequest(`userAddress is on ${caip.network} but the tokens are on ${network}`)
  return getAddress(caip.account)
}

function parseAmount(value: string, field: string): bigint {
  const amount = /^\d{1,78}$/.test(value) ? BigInt(value) : 0n
  if (amount === 0n || amount > maxUint256) throw new BadRequest(`${field} must be a positive integer in base units, got '${value}'`)
  return amount
}

function parseSlippage(value: unknown): number {
  if (value === undefined || value === null || value === '') return DEFAULT_SLIPPAGE_PERCENT
  const percent = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) throw new BadRequest(`eip155.slippage must be a percentage from 0 to below 100, got '${String(value)}'`)
  return percent
}

function assetAt(chain: DevChain, account: string, field: string): SwapAsset {
  if (account.toLowerCase() === NATIVE_TOKEN_ADDRESS) return 'ETH'
  const token = tokenByAddress(chain, getAddress(account))
  if (!token) throw new BadRequest(`${field}: ${account} is not a token the devnet swaps on ${chain.caipNetworkId} (see /v1/convert/tokens)`)
  return token.symbol
}

export interface ConvertOptions {
  chains: DevChain[]
  iconUrl: IconUrl
}

export function convertRoutes({ chains, iconUrl }: ConvertOptions): Route[] {
  const chainOf = (network: string) => chains.find((chain) => chain.caipNetworkId === network)
  const caip10 = (chain: DevChain, address: Address | string) => `${chain.caipNetworkId}:${address}`

  /** The from/to pair of a request: both on one chain, different, and known to the DEX when the devnet runs that chain. */
  function pairOf(fromValue: string, toValue: string) {
    const from = parseCaip10(fromValue, 'from')
    const to = parseCaip10(toValue, 'to')
    if (from.network !== to.network) throw new BadRequest(`from (${from.network}) and to (${to.network}) must be on the same chain`)
    const chain = chainOf(from.network)
    if (!chain) return { network: from.network, chain: undefined }
    const route = routeOf(assetAt(chain, from.account, 'from'), assetAt(chain, to.account, 'to'), chain.assets.dex, chain.assets.tokens)
    if (route.from === route.to) throw new BadRequest('from and to must be different tokens')
    return { network: from.network, chain, route }
  }

  async function quote(chain: DevChain, route: SwapRoute, amount: bigint): Promise<bigint> {
    try {
      return await quoteExactIn(chain.client, chain.assets.dex, route, amount)
    } catch {
      // getAmountsOut reverts on amounts the reserves cannot price (overflow).
      throw new BadRequest(`The pools cannot quote ${amount} base units of ${route.from}`)
    }
  }

  const notSupported = () => new BadRequest('Network not supported for Swaps')

  return [
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      handler: guarded(({ req, res, url }) => {
        const chain = chainOf(parseCaip2(required(url.searchParams, 'chainId'), 'chainId'))
        if (!chain) return json(res, 200, { tokens: [] })
        const entry = (name: string, symbol: string, address: string, decimals: number): SwapTokenEntry => ({
          name, symbol, chainId: chain.caipNetworkId, address: caip10(chain, address), decimals, logoUri: iconUrl('token', symbol), eip2612: false,
        })
        const tokens = [entry('Ether', 'ETH', NATIVE_TOKEN_ADDRESS, 18), ...TOKENS.map((token) => entry(token.name, token.symbol, chain.assets.tokens[token.symbol], token.decimals))]
        json(res, 200, { tokens: hostileIndex(req) === undefined ? tokens : hostileSwapTokens(tokens) })
      }),
    },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      handler: guarded(async ({ req, res, url }) => {
        const query = url.searchParams
        const hostile = hostileIndex(req)
        if (hostile !== undefined) return json(res, 200, hostileQuote(hostile, required(query, 'from'), required(query, 'to')))
        const amount = parseAmount(required(query, 'amount'), 'amount')
        const gasPrice = query.get('gasPrice')
        if (gasPrice && !/^\d+$/.test(gasPrice)) throw new BadRequest(`gasPrice must be an integer in wei, got '${gasPrice}'`)
        const { chain, route, network } = pairOf(required(query, 'from'), required(query, 'to'))
        const user = required(query, 'userAddress')
        if (!chain || !route) return json(res, 200, { quotes: [] })
        parseUser(user, network)
        const toAmount = await quote(chain, route, amount)
        json(res, 200, {
          quotes: [{ id: randomUUID(), fromAmount: String(amount), fromAccount: query.get('from'), toAmount: String(toAmount), toAccount: query.get('to') }],
        })
      }),
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      handler: guarded(async ({ res, url }) => {
        const token = parseCaip10(required(url.searchParams, 'tokenAddress'), 'tokenAddress')
        const userValue = required(url.searchParams, 'userAddress')
        const chain = chainOf(token.network)
        if (!chain) return json(res, 200, { allowance: '0' })
        const user = parseUser(userValue, token.network)
        const asset = assetAt(chain, token.account, 'tokenAddress')
        // The router takes native ETH as the call's value: no approval needed.
        if (asset === 'ETH') return json(res, 200, { allowance: String(maxUint256) })
        const allowance = await chain.client.readContract({ address: chain.assets.tokens[asset], abi: erc20Abi, functionName: 'allowance', args: [user, chain.assets.dex.router] })
        json(res, 200, { allowance: String(allowance) })
      }),
    },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      handler: guarded(async ({ res, url }) => {
        const query = url.searchParams
        const { chain, route, network } = pairOf(required(query, 'from'), required(query, 'to'))
        // The kernel sends no amount: approve without limit, as the hosted API does then.
        const amountValue = query.get('amount')
        const amount = amountValue ? parseAmount(amountValue, 'amount') : maxUint256
        const userValue = required(query, 'userAddress')
        if (!chain || !route) throw notSupported()
        const user = parseUser(userValue, network)
        if (route.from === 'ETH') throw new BadRequest('from is the native token: it needs no approval')
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.assets.dex.router, amount] })
        const gasPrice = await chain.client.getGasPrice()
        json(res, 200, { tx: { from: caip10(chain, user), to: caip10(chain, chain.assets.tokens[route.from]), data, value: '0', eip155: { gasPrice: String(gasPrice) } } })
      }),
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      handler: guarded(async ({ res, body }) => {
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('The body must be a JSON object: { userAddress, amount, from, to, eip155: { slippage } }')
        const fields = body as Record<string, unknown>
        const amount = parseAmount(required(fields, 'amount'), 'amount')
        const eip155 = fields.eip155
        if (eip155 !== undefined && (typeof eip155 !== 'object' || eip155 === null)) throw new BadRequest('eip155 must be an object: { slippage }')
        const slippage = parseSlippage((eip155 as { slippage?: unknown } | undefined)?.slippage)
        const { chain, route, network } = pairOf(required(fields, 'from'), required(fields, 'to'))
        const userValue = required(fields, 'userAddress')
        if (!chain || !route) throw notSupported()
        const user = parseUser(userValue, network)

        const [quoted, block, gasPrice] = await Promise.all([quote(chain, route, amount), chain.client.getBlock(), chain.client.getGasPrice()])
        const router = chain.assets.dex.router
        const call = swapCall({ route, amountIn: amount, amountOutMin: minimumOut(quoted, slippage), recipient: user, deadline: block.timestamp + DEADLINE_SECONDS })
        // Estimation runs the swap: it fails until the user holds the amount and has approved it.
        const gas = await estimateSwapGas(chain.client, { from: user, to: router, data: call.data, value: call.value }, block.timestamp).catch(() => DEFAULT_SWAP_GAS)
        json(res, 200, {
          tx: { from: caip10(chain, user), to: caip10(chain, router), data: call.data, value: String(call.value), eip155: { gas: String(gas), gasPrice: String(gasPrice) } },
        })
      }),
    },
  ]
}
