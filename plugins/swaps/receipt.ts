/** Waiting for a sent transaction to be mined, over the network's RPC: the approval before the swap is built, the swap before 'Swapped'. */
import { jsonRpc, type Network } from '../../kernel/plugin'

const POLL_MS = 300
const TIMEOUT_MS = 60_000

/** Resolves true when mined successfully, false when reverted; rejects when the RPC fails or it takes over a minute. */
export async function waitForReceipt(network: Network, hash: string): Promise<boolean> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`No RPC url for ${network.caipNetworkId}`)
  const deadline = Date.now() + TIMEOUT_MS
  for (;;) {
    const receipt = (await jsonRpc(url, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null
    if (receipt?.status) return receipt.status === '0x1'
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined within a minute`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
