/**
 * The eip155 `calls` capability: contract calls built elsewhere (the swap routes' calldata). What one is priced
 * at when its builder named no gas, and waiting for its receipt over the network's RPC.
 */
import { errorIn, jsonRpc, type ContractCalls } from '../../kernel/plugin'
import { EIP155_MESSAGES, noRpcUrl } from './errors'

/** SPEC §9: the gas units of a swap whose built transaction names none. */
export const DEFAULT_CALL_GAS = 150_000n
/** How long a receipt is waited for, and how often it is asked for, unless the caller says otherwise. */
export const RECEIPT_TIMEOUT_MS = 60_000
export const RECEIPT_POLL_MS = 300

export function eip155Calls(fetchFn?: typeof fetch): ContractCalls {
  return {
    defaultGas: DEFAULT_CALL_GAS,
    async waitForReceipt({ network, hash, timeoutMs = RECEIPT_TIMEOUT_MS, pollMs = RECEIPT_POLL_MS }) {
      const url = network.rpcUrls.default.http[0]
      if (!url) throw noRpcUrl()
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const receipt = (await jsonRpc(url, 'eth_getTransactionReceipt', [hash], { fetch: fetchFn })) as { status?: string } | null
        if (receipt?.status) return receipt.status === '0x1'
        if (Date.now() > deadline) throw errorIn(EIP155_MESSAGES, 'TRANSACTION_NOT_MINED', hash, timeoutMs / 1000)
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    },
  }
}
