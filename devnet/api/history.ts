/**
 * GET /v1/account/{account}/history in the hosted API's shape, built from
 * the indexers: newest first, cursor pagination, optional chain filter.
 */
import { formatUnits, getAddress, isAddress, type Address } from 'viem'
import { PRICES_USD } from '../chain/assets'
import { collectionByAddress, tokenByAddress, type DevChain } from '../chain/devchain'
import { ZERO_ADDRESS, type IndexedTransaction, type IndexedTransfer } from '../chain/indexer'
import type { OnrampPurchase } from '../onramp-page/desk'
import type { Transaction, TransactionTransfer } from '../../kernel/services/types'
import type { IconUrl } from './balances'

export const HISTORY_PAGE_SIZE = 10

/** A transfer as this route always sends it: the client's shape (kernel/services/types.ts) with the fields it may leave out present. */
interface ApiTransfer extends TransactionTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    scope: string
    contract_address: string
    token_id: string
    interface: 'ERC721'
    content: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
}

/** A transaction as this route sends it: the client's shape, so an answer the client would refuse does not compile. */
export interface ApiTransaction extends Transaction {
  transfers: ApiTransfer[]
}

const involves = (transfer: IndexedTransfer, account: Address) => transfer.from === account || transfer.to === account

function toApiTransfer(chain: DevChain, transfer: IndexedTransfer, account: Address, iconUrl: IconUrl): ApiTransfer {
  const direction = transfer.from === account && transfer.to === account ? 'self' : transfer.to === account ? 'in' : 'out'
  if (transfer.kind === 'erc721') {
    const collection = collectionByAddress(chain, transfer.token)
    const name = `${collection?.name ?? 'NFT'} #${transfer.tokenId}`
    return {
      nft_info: {
        name,
        scope: `${chain.caipNetworkId}:${transfer.token}`,
        contract_address: transfer.token,
        token_id: String(transfer.tokenId),
        interface: 'ERC721',
        content: { preview: { url: iconUrl('token', `${collection?.symbol ?? 'NFT'}-${transfer.tokenId}`) } },
        flags: { is_spam: collection?.spam ?? false },
      },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const token = transfer.kind === 'erc20' ? tokenByAddress(chain, transfer.token) : undefined
  const symbol = transfer.kind === 'native' ? 'ETH' : (token?.symbol ?? 'UNKNOWN')
  const numeric = formatUnits(transfer.amount, transfer.kind === 'native' ? 18 : (token?.decimals ?? 18))
  const price = PRICES_USD[symbol] ?? 0
  return {
    fungible_info: { name: transfer.kind === 'native' ? 'Ether' : (token?.name ?? 'Unknown token'), symbol, icon: { url: iconUrl('token', symbol) } },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}

function operationType(tx: IndexedTransaction, transfers: IndexedTransfer[], account: Address): string {
  if (!tx.to) return 'deploy'
  if (transfers.length > 0 && transfers.every((transfer) => transfer.from === ZERO_ADDRESS)) return 'mint'
  const sends = transfers.some((transfer) => transfer.from === account)
  // Something went out and something else came back: a swap through the devnet's DEX.
  if (sends && transfers.some((transfer) => transfer.to === account && transfer.from !== account && transfer.from !== ZERO_ADDRESS)) return 'trade'
  if (sends) return 'send'
  if (transfers.length > 0) return 'receive'
  return tx.approves && tx.from === account ? 'approve' : 'execute'
}

export interface HistoryQuery {
  account: string
  chainId?: string | null
  cursor?: string | null
  limit?: number
}

export async function historyOf(chains: DevChain[], query: HistoryQuery, iconUrl: IconUrl): Promise<{ data: ApiTransaction[]; next: string | null }> {
  if (!isAddress(query.account)) return { data: [], next: null }
  const account = getAddress(query.account)
  const selected = query.chainId ? chains.filter((chain) => chain.caipNetworkId === query.chainId) : chains
  const rows: { chain: DevChain; tx: IndexedTransaction; transfers: IndexedTransfer[] }[] = []
  for (const chain of selected) {
    for (const tx of await chain.indexer.transactions()) {
      const transfers = tx.transfers.filter((transfer) => involves(transfer, account))
      if (tx.from === account || transfers.length > 0) rows.push({ chain, tx, transfers })
    }
  }
  rows.sort((a, b) => b.tx.timestamp - a.tx.timestamp || Number(b.tx.blockNumber - a.tx.blockNumber) || a.chain.chainId - b.chain.chainId)

  const offset = Math.max(0, Number(query.cursor ?? 0) || 0)
  const limit = query.limit ?? HISTORY_PAGE_SIZE
  const page = rows.slice(offset, offset + limit)
  return {
    data: page.map(({ chain, tx, transfers }) => ({
      id: `${tx.hash}:${chain.chainId}`,
      metadata: {
        operationType: operationType(tx, transfers, account),
        hash: tx.hash,
        minedAt: new Date(tx.timestamp * 1000).toISOString(),
        sentFrom: tx.from,
        sentTo: tx.to ?? ZERO_ADDRESS,
        status: tx.status,
        nonce: tx.nonce,
        chain: chain.caipNetworkId,
      },
      transfers: transfers.map((transfer) => toApiTransfer(chain, transfer, account, iconUrl)),
    })),
    next: offset + limit < rows.length ? String(offset + limit) : null,
  }
}

/**
 * GET …/history?onramp=coinbase: the account's on-ramp purchases (devnet/onramp-page), newest first, in the
 * same shape as its chain history, one incoming transfer each.
 */
export function onrampHistoryOf(purchases: readonly OnrampPurchase[], query: HistoryQuery, iconUrl: IconUrl): { data: ApiTransaction[]; next: string | null } {
  const rows = purchases.filter((purchase) => !query.chainId || purchase.chain.caipNetworkId === query.chainId)
  return {
    data: rows.map((purchase) => {
      const price = PRICES_USD[purchase.asset] ?? 0
      return {
        id: `${purchase.hash}:${purchase.chain.chainId}:onramp`,
        metadata: {
          operationType: 'receive',
          hash: purchase.hash,
          minedAt: purchase.minedAt.toISOString(),
          sentFrom: purchase.from,
          sentTo: purchase.to,
          status: 'confirmed',
          nonce: 0,
          chain: purchase.chain.caipNetworkId,
        },
        transfers: [
          {
            fungible_info: { name: purchase.asset === 'ETH' ? 'Ether' : purchase.asset, symbol: purchase.asset, icon: { url: iconUrl('token', purchase.asset) } },
            direction: 'in',
            quantity: { numeric: purchase.amount },
            value: Number(purchase.amount) * price,
            price,
          },
        ],
      }
    }),
    next: null,
  }
}
