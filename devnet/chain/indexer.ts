/**
 * Reads the chain block by block and keeps every value movement: native
 * value, ERC-20 and ERC-721 Transfer logs. Catches up lazily on each query.
 */
import { getAddress, type Address, type Hash, type PublicClient } from 'viem'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** ERC-20 Approval(owner, spender, value). */
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

export type IndexedTransfer =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; token: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; token: Address; from: Address; to: Address; tokenId: bigint }

export interface IndexedTransaction {
  chainId: number
  hash: Hash
  blockNumber: bigint
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: IndexedTransfer[]
  /** The sender approved a spender of one of its tokens (an ERC-20 Approval it owns). */
  approves: boolean
}

const topicAddress = (topic: string | undefined): Address => getAddress(`0x${(topic ?? '').slice(26)}`)

export interface ChainIndexer {
  /** Every indexed transaction, oldest first, after catching up with the chain head. */
  transactions(): Promise<IndexedTransaction[]>
}

export function createIndexer(chainId: number, client: PublicClient): ChainIndexer {
  const indexed: IndexedTransaction[] = []
  let nextBlock = 0n
  let catchingUp: Promise<void> | undefined

  async function indexBlock(number: bigint) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      const transfers: IndexedTransfer[] = []
      if (tx.value > 0n && tx.to) transfers.push({ kind: 'native', from: getAddress(tx.from), to: getAddress(tx.to), amount: tx.value })
      for (const log of receipt.logs) {
        if (log.topics[0] !== TRANSFER_TOPIC) continue
        const [from, to] = [topicAddress(log.topics[1]), topicAddress(log.topics[2])]
        const token = getAddress(log.address)
        // ERC-721 indexes the token id as a third topic; ERC-20 puts the amount in data.
        if (log.topics.length === 4) transfers.push({ kind: 'erc721', token, from, to, tokenId: BigInt(log.topics[3] as string) })
        else transfers.push({ kind: 'erc20', token, from, to, amount: BigInt(log.data) })
      }
      indexed.push({
        chainId,
        hash: tx.hash,
        blockNumber: number,
        timestamp: Number(block.timestamp),
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        nonce: tx.nonce,
        status: receipt.status === 'success' ? 'confirmed' : 'failed',
        transfers,
        approves: receipt.logs.some((log) => log.topics[0] === APPROVAL_TOPIC && topicAddress(log.topics[1]) === getAddress(tx.from)),
      })
    }
  }

  async function catchUp() {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    for (; nextBlock <= head; nextBlock++) await indexBlock(nextBlock)
  }

  return {
    async transactions() {
      // Concurrent queries share one catch-up so no block is indexed twice; one that started before this
      // query's head was mined is followed by another.
      const head = await client.getBlockNumber({ cacheTime: 0 })
      while (nextBlock <= head) {
        catchingUp ??= catchUp().finally(() => (catchingUp = undefined))
        await catchingUp
      }
      return indexed
    },
  }
}
