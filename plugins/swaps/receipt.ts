/** Waiting for a sent transaction to be mined, over the network's RPC: the approval before the swap is built, the swap before 'Swapped'. */
import { errorIn, jsonRpc, type Network } from '../../kernel/plugin'
import { SWAP_FORM_MESSAGES } from './messages'

const POLL_MS = 300
const TIMEOUT_MS = 60_000

/** Resolves true when mined successfully, false when reverted; rejects when the RPC fails or it takes over a minute. */
export async function waitForReceipt(network: Network, hash: string): Promise<boolean> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw errorIn(SWAP_FORM_MESSAGES, 'SWAP_NO_RPC_URL', network.caipNetworkId)
  const deadline = Date.now() + TIMEOUT_MS
  for (;;) {
    const receipt = (await jsonRpc(url, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null
    if (receipt?.status) return receipt.status === '0x1'
    if (Date.now() > deadline) throw errorIn(SWAP_FORM_MESSAGES, 'SWAP_NOT_MINED', hash)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
