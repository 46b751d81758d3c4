/** GET /v1/account/{address}/balance: read live from the chain, priced from the fixed table. */
import { erc20Abi, formatEther, formatUnits, getAddress, isAddress, type Address } from 'viem'
import { PRICES_USD, TOKENS } from '../chain/assets'
import type { DevChain } from '../chain/devchain'

export interface ApiTokenBalance {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 like the hosted API ('eip155:1:0x…'); absent for the native token. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type IconUrl = (kind: 'token' | 'network', id: string) => string

export async function balancesOf(chain: DevChain, owner: string, iconUrl: IconUrl): Promise<ApiTokenBalance[]> {
  if (!isAddress(owner)) return []
  const address: Address = getAddress(owner)
  const balances: ApiTokenBalance[] = []
  const native = await chain.client.getBalance({ address })
  if (native > 0n) {
    const numeric = formatEther(native)
    const price = PRICES_USD.ETH ?? 0
    balances.push({
      name: 'Ether',
      symbol: 'ETH',
      chainId: chain.caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: '18', numeric },
      iconUrl: iconUrl('token', 'ETH'),
    })
  }
  const held = await Promise.all(
    TOKENS.map((token) => chain.client.readContract({ address: chain.assets.tokens[token.symbol], abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
  )
  TOKENS.forEach((token, i) => {
    const amount = held[i] ?? 0n
    if (amount === 0n) return
    const numeric = formatUnits(amount, token.decimals)
    const price = PRICES_USD[token.symbol] ?? 0
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      address: `${chain.caipNetworkId}:${chain.assets.tokens[token.symbol]}`,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: iconUrl('token', token.symbol),
    })
  })
  return balances
}
