/**
 * The account's NFTs: ERC-721 transfers into the account found in its
 * history (spam hidden), kept only when the chain says the account still
 * owns them (ownerOf, every candidate in one JSON-RPC batch: SPEC §9 batch
 * 1000), newest first, one entry per token. A batch the node does not answer
 * rejects, so the tab says the NFTs are unavailable rather than none.
 */
import { hasEvmAddressShape } from '../../networks'
import { jsonRpcBatch, type JsonRpcOutcome } from '../../json-rpc'
import type { Transaction } from '../../services'
import type { Kernel, Network } from '../../types'

export interface Nft {
  contract: string
  tokenId: string
  name: string
  imageUrl?: string
}

/** TransactionPage pages read at most (10 transactions each on the hosted API and the devnet). */
export const MAX_PAGES = 10
const OWNER_OF = '0x6352211e'

/** Candidate NFTs from history transactions, newest first, unique by contract and token id. */
export function nftCandidates(transactions: readonly Transaction[], chainId: string): Nft[] {
  const seen = new Set<string>()
  const found: Nft[] = []
  for (const transaction of transactions) {
    if (transaction.metadata.chain !== chainId) continue
    for (const transfer of transaction.transfers) {
      const info = transfer.nft_info
      if (!info || info.flags.is_spam || transfer.direction === 'out' || !info.contract_address || !info.token_id) continue
      const key = `${info.contract_address.toLowerCase()}:${info.token_id}`
      if (seen.has(key)) continue
      seen.add(key)
      found.push({ contract: info.contract_address, tokenId: info.token_id, name: info.name ?? 'NFT', imageUrl: info.content?.preview?.url })
    }
  }
  return found
}

/** `ownerOf(tokenId)` calldata. */
export function ownerOfCall(tokenId: string): string {
  return `${OWNER_OF}${BigInt(tokenId).toString(16).padStart(64, '0')}`
}

const ownedBy = (outcome: JsonRpcOutcome | undefined, address: string): boolean => {
  const result = outcome && 'result' in outcome ? outcome.result : undefined
  return typeof result === 'string' && result.length >= 42 && `0x${result.slice(-40)}`.toLowerCase() === address.toLowerCase()
}

export async function heldNfts(kernel: Pick<Kernel, 'services'>, address: string, network: Network): Promise<Nft[]> {
  if (network.chainNamespace !== 'eip155') return []
  const transactions: Transaction[] = []
  let cursor: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const history = await kernel.services.blockchain.getTransactions({ account: address, cursor, chainId: network.caipNetworkId })
    transactions.push(...history.data)
    cursor = history.next
    if (!cursor) break
  }
  const rpcUrl = network.rpcUrls.default.http[0]
  const candidates = nftCandidates(transactions, network.caipNetworkId).filter((nft) => hasEvmAddressShape(nft.contract) && /^\d+$/.test(nft.tokenId))
  if (!rpcUrl || candidates.length === 0) return []
  const calls = candidates.map((nft) => ({ method: 'eth_call', params: [{ to: nft.contract, data: ownerOfCall(nft.tokenId) }, 'latest'] }))
  // A node that does not answer rejects: no answer is not "holds none".
  const owned = await jsonRpcBatch(rpcUrl, calls)
  return candidates.filter((_, index) => ownedBy(owned[index], address))
}
