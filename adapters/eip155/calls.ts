/**
 * The eip155 `calls` capability: contract calls built elsewhere (the swap routes' calldata). What one is priced
 * at when its builder named no gas, the price of a gas unit (the gas-price route's, else the node's own, see
 * fees.ts), and waiting for its receipt over the network's RPC: asked at once (a devnet mines at once), then every 4 s for up to 180 s (SPEC §9). A node that does not
 * answer for a while is asked again at the next poll: a swap that may still land is not given up before the
 * wait is over.
 */
import { errorIn, isPorticoError, jsonRpc, type ContractCalls, type Network } from '../../kernel/plugin'
import { DEFAULT_CALL_GAS, RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from './constants'
import { EIP155_MESSAGES } from './errors'
import { nodeGasPrice, standardPrice, type GasPrices } from './fees'
import { rpcUrlOf } from './rpc-url'

/** `networks`: the app's networks, whose RPC URLs the calls read (see rpcUrlOf); `gasPrices`: the gas-price route. */
export function eip155Calls(fetchFn?: typeof fetch, networks?: readonly Network[], gasPrices?: GasPrices): ContractCalls {
  return {
    defaultGas: DEFAULT_CALL_GAS,
    async gasPrice({ network }) {
      const routed = gasPrices ? standardPrice(await gasPrices(network.caipNetworkId)) : 0n
      return routed > 0n ? routed : nodeGasPrice(rpcUrlOf(network, networks), fetchFn)
    },
    async waitForReceipt({ network, hash, timeoutMs = RECEIPT_TIMEOUT_MS, pollMs = RECEIPT_POLL_MS }) {
      const url = rpcUrlOf(network, networks)
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const receipt = (await jsonRpc(url, 'eth_getTransactionReceipt', [hash], { fetch: fetchFn }).catch((error: unknown) => {
          // The node's own answer is final; a node out of reach may answer at the next poll.
          if (isPorticoError(error, 'RPC_NODE_ERROR') || Date.now() >= deadline) throw error
          return null
        })) as { status?: string } | null
        if (receipt?.status) return receipt.status === '0x1'
        if (Date.now() >= deadline) throw errorIn(EIP155_MESSAGES, 'TRANSACTION_NOT_MINED', hash, timeoutMs / 1000)
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    },
  }
}
