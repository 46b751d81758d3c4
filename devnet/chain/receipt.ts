/**
 * The receipt of a transaction the devnet sent, looked up until anvil has it. viem's waitForTransactionReceipt
 * looks again only when the block number moves: when the receipt lags its block (seen on a loaded machine) and
 * nothing else is sent, as while seeding one transaction after another, no block follows and the wait runs
 * into its timeout. Asking for the receipt itself every few milliseconds has no such gap.
 */
import { TransactionReceiptNotFoundError, type Hash, type PublicClient, type TransactionReceipt } from 'viem'

const POLL_MS = 10

export async function receiptOf(client: PublicClient, hash: Hash, timeoutMs = 60_000): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    })
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`devnet: no receipt for ${hash} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
