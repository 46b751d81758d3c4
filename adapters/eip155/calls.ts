/**
 * The eip155 `calls` capability: contract calls built elsewhere (the swap routes' calldata). What one is priced
 * at when its builder named no gas, the price of a gas unit (the gas-price route's, else the node's own, see
 * fees.ts), and waiting for its receipt over the network's RPC: asked at once (a devnet mines at once), then every 4 s for up to 180 s (SPEC §9). A node that does not
 * answer for a while, or answers with a server error (-32603 internal, -32005 limit exceeded, …), is asked again
 * at the next poll: its trouble says nothing of the transaction, which may be mined already, and a swap reported
 * failed would be sent again. Only a refusal of the request itself (-32600 to -32602) ends the wait early.
 */
import { errorIn, isPorticoError, jsonRpc, type ContractCalls, type Network } from '../../kernel/plugin'
import { DEFAULT_CALL_GAS, RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from './constants'
import { EIP155_MESSAGES } from './errors'
import { nodeGasPrice, standardPrice, type GasPrices } from './fees'
import { rpcUrlOf } from './rpc-url'

/** JSON-RPC's invalid request, method not found and invalid params: asking again gives the same answer. */
const isRefusal = (error: unknown) => isPorticoError(error, 'RPC_NODE_ERROR') && (error.details?.code as number) >= -32602 && (error.details?.code as number) <= -32600

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
          if (isRefusal(error) || Date.now() >= deadline) throw error
          return null
        })) as { status?: string } | null
        if (receipt?.status) return receipt.status === '0x1'
        if (Date.now() >= deadline) throw errorIn(EIP155_MESSAGES, 'TRANSACTION_NOT_MINED', hash, timeoutMs / 1000)
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    },
  }
}
