/**
 * The Blockchain API stand-in (SPEC §7 `/v1/...`), computed from the devnet
 * chains. Same paths, query and body shapes as the hosted service; routes not
 * served here answer 404, which the kernel turns into its SPEC §8 fallbacks.
 */
import { getAddress, isAddress } from 'viem'
import type { AuthGate } from '../auth'
import { NATIVE_TOKEN_ADDRESS, PRICES_USD } from '../chain/assets'
import { tokenByAddress, type DevChain } from '../chain/devchain'
import type { FaultStore } from '../faults'
import { hostileBalances, hostileHistory, hostileIdentity } from '../hostile-data'
import { isHostile } from '../hostile'
import { hostilePrices } from '../hostile-flows'
import type { OnrampDesk } from '../onramp-page/desk'
import { json, serve, type RunningServer } from '../server-utils'
import { balancesOf, type IconUrl } from './balances'
import { convertRoutes } from './convert'
import { historyOf, onrampHistoryOf } from './history'
import { onrampRoutes } from './onramp'
import { profileRoutes, registeredNameOf, type NameStore } from './profile'
import { rpcProxyRoutes } from './rpc-proxy'
import { sessionRoutes } from './sessions'
import { isSolanaRequest, solanaBalanceReply, solanaHistoryReply, type SolanaSource } from './solana'

export interface ApiOptions {
  port?: number
  chains: DevChain[]
  faults: FaultStore
  auth: AuthGate
  /** Names and avatars served by /v1/identity, keyed by checksummed address. */
  identities: Record<string, { name: string; avatar: string | null }>
  iconUrl: IconUrl
  /** The Solana devnet: its balance and history answer for solana:… chain ids and base58 addresses. */
  solana?: SolanaSource
  /** The on-ramp desk and its page: the on-ramp routes and `history?onramp=coinbase` answer from them. */
  onramp?: { desk: OnrampDesk; pageUrl: string }
}

export function startApi(options: ApiOptions): Promise<RunningServer> {
  const { chains, iconUrl } = options
  const chainOf = (caip: string | null) => chains.find((chain) => chain.caipNetworkId === caip)
  const names: NameStore = new Map()
  let hostileIdentities = 0

  function priceOf(caip10: string) {
    const [namespace, reference, address] = caip10.split(':')
    const chain = chainOf(`${namespace}:${reference}`)
    if (!chain || !address || !isAddress(address)) return undefined
    if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return { name: 'Ether', symbol: 'ETH', iconUrl: iconUrl('token', 'ETH'), price: PRICES_USD.ETH ?? 0 }
    const token = tokenByAddress(chain, getAddress(address))
    return token && { name: token.name, symbol: token.symbol, iconUrl: iconUrl('token', token.symbol), price: PRICES_USD[token.symbol] ?? 0 }
  }

  return serve({
    name: 'blockchain-api',
    port: options.port,
    middleware: [options.faults.middleware, options.auth.middleware],
    routes: [
      {
        method: 'GET',
        path: '/v1/supported-chains',
        handler: ({ res }) => json(res, 200, { http: chains.map((chain) => chain.caipNetworkId), ws: [] }),
      },
      {
        method: 'GET',
        path: '/v1/account/:address/balance',
        // Always read live from the chain, so forceUpdate is honoured by construction.
        handler: async ({ req, res, url, params }) => {
          const wanted = url.searchParams.get('chainId')
          if (isSolanaRequest(options.solana, params.address ?? '', wanted)) return json(res, ...solanaBalanceReply(options.solana, params.address ?? '', iconUrl))
          const selected = wanted ? chains.filter((chain) => chain.caipNetworkId === wanted) : chains
          const lists = await Promise.all(
            selected.map(async (chain) => {
              const balances = await balancesOf(chain, params.address ?? '', iconUrl)
              return isHostile(req) ? hostileBalances(balances, chain.caipNetworkId) : balances
            }),
          )
          json(res, 200, { balances: lists.flat() })
        },
      },
      {
        method: 'GET',
        path: '/v1/account/:account/history',
        handler: async ({ req, res, url, params }) => {
          const limit = Number(url.searchParams.get('limit')) || undefined
          const query = { account: params.account ?? '', chainId: url.searchParams.get('chainId'), cursor: url.searchParams.get('cursor'), limit }
          // The on-ramp's purchases, on every chain: the desk sells on the EVM chains only, so a Solana account has none.
          if (url.searchParams.get('onramp') === 'coinbase') {
            const purchases = options.onramp && isAddress(query.account) ? options.onramp.desk.purchasesOf(getAddress(query.account)) : []
            return json(res, 200, onrampHistoryOf(purchases, query, iconUrl))
          }
          if (isSolanaRequest(options.solana, query.account, query.chainId)) return json(res, ...solanaHistoryReply(options.solana, query, iconUrl))
          const history = await historyOf(chains, query, iconUrl)
          json(res, 200, isHostile(req) ? hostileHistory(history) : history)
        },
      },
      {
        method: 'POST',
        path: '/v1/fungible/price',
        handler: ({ req, res, body }) => {
          const addresses = (body as { addresses?: unknown } | undefined)?.addresses
          const list = Array.isArray(addresses) ? addresses.filter((item): item is string => typeof item === 'string') : []
          const fungibles = list.map(priceOf).filter((price) => price !== undefined)
          json(res, 200, { fungibles: isHostile(req) ? hostilePrices(fungibles) : fungibles })
        },
      },
      {
        method: 'GET',
        path: '/v1/identity/:address',
        handler: ({ req, res, params }) => {
          if (isHostile(req)) return json(res, 200, hostileIdentity(hostileIdentities++))
          const address = params.address ?? ''
          const identity = isAddress(address) ? options.identities[getAddress(address)] : undefined
          // A name the address registered (profile routes) is its identity name too.
          const registered = isAddress(address) ? registeredNameOf(names, address) : undefined
          json(res, 200, registered ? { name: registered, avatar: identity?.avatar ?? null } : (identity ?? { name: null, avatar: null }))
        },
      },
      {
        method: 'GET',
        path: '/v1/convert/gas-price',
        handler: async ({ res, url }) => {
          const chain = chainOf(url.searchParams.get('chainId'))
          if (!chain) return json(res, 400, { message: 'Network not supported for Gas Price' })
          const wei = await chain.client.getGasPrice()
          // Gwei-free integers in wei, like the hosted API: standard, +25 %, +50 %.
          json(res, 200, { standard: String(wei), fast: String((wei * 125n) / 100n), instant: String((wei * 150n) / 100n) })
        },
      },
      ...convertRoutes({ chains, iconUrl }),
      ...(options.onramp ? onrampRoutes({ chains, ...options.onramp }) : []),
      ...profileRoutes(chains, names),
      ...sessionRoutes(chains),
      ...rpcProxyRoutes(options.solana ? [...chains, options.solana.info] : chains),
    ],
  })
}

