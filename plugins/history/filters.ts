/** SPEC §5: which transactions of a history page the Activity list keeps. */
import type { Transaction } from '../../kernel/plugin'

/** A transaction whose every transfer is an NFT flagged spam is dropped; one other transfer keeps it. */
export function isSpamOnly(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
}

/** A transaction without a readable date cannot be placed under a month: the lists leave it out. */
export function hasReadableDate(transaction: Transaction): boolean {
  return Number.isFinite(Date.parse(transaction.metadata.minedAt))
}

/** Transactions are kept only when their chain equals the active network's and they are not spam only. */
export function keptTransactions(page: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return page.filter((transaction) => transaction.metadata.chain === caipNetworkId && !isSpamOnly(transaction) && hasReadableDate(transaction))
}

/** `current` followed by the transactions of `page` it does not hold yet (offset cursors can repeat a row). */
export function appendUnique(current: readonly Transaction[], page: readonly Transaction[]): Transaction[] {
  const result = [...current]
  const seen = new Set(current.map((transaction) => transaction.id))
  for (const transaction of page) {
    if (seen.has(transaction.id)) continue
    seen.add(transaction.id)
    result.push(transaction)
  }
  return result
}
