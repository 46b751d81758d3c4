/** One running devnet chain as the API sees it: its client, indexer and deployed assets. */
import { getAddress, type Address, type PublicClient } from 'viem'
import { COLLECTIONS, TOKENS, type CollectionSpec, type DeployedAssets, type TokenSpec } from './assets'
import type { ChainIndexer } from './indexer'

export interface DevChain {
  chainId: number
  /** CAIP-2, e.g. 'eip155:1'. */
  caipNetworkId: string
  name: string
  rpcUrl: string
  client: PublicClient
  indexer: ChainIndexer
  assets: DeployedAssets
}

export function tokenByAddress(chain: DevChain, address: Address): (TokenSpec & { address: Address }) | undefined {
  const spec = TOKENS.find((token) => getAddress(chain.assets.tokens[token.symbol]) === getAddress(address))
  return spec && { ...spec, address: chain.assets.tokens[spec.symbol] }
}

export function collectionByAddress(chain: DevChain, address: Address): (CollectionSpec & { address: Address }) | undefined {
  const spec = COLLECTIONS.find((collection) => getAddress(chain.assets.collections[collection.symbol]) === getAddress(address))
  return spec && { ...spec, address: chain.assets.collections[spec.symbol] }
}
