/**
 * The one JSON-RPC client plugins and adapters use for chain reads (native
 * balances, Solana accounts): SPEC §9 HTTP RPC timeout 10 000 ms, RPC retries
 * 3 with a 150 ms delay. A node's own error answer is not retried: asking
 * again would give the same answer.
 */
import * as z from 'zod/mini'
import { PROVIDER_MESSAGES, PorticoError, errorIn, isPorticoError } from './errors'

export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRIES = 3
export const RPC_RETRY_DELAY_MS = 150

export interface JsonRpcOptions {
  fetch?: typeof fetch
  retries?: number
  retryDelayMs?: number
  timeoutMs?: number
}

const responseSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

async function callOnce(url: string, method: string, params: unknown, options: JsonRpcOptions): Promise<unknown> {
  const response = await (options.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(options.timeoutMs ?? RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw errorIn(PROVIDER_MESSAGES, 'RPC_HTTP_FAILED', method, response.status)
  const parsed = responseSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw errorIn(PROVIDER_MESSAGES, 'RPC_INVALID_RESPONSE', method)
  if ('error' in parsed.data) {
    const { code, message } = parsed.data.error
    throw new PorticoError('RPC_NODE_ERROR', message, { details: { code, method } })
  }
  return parsed.data.result
}

/** Call `method` on the node at `url`; resolves to its `result` (unvalidated: parse it with your schema). */
export async function jsonRpc(url: string, method: string, params: unknown = [], options: JsonRpcOptions = {}): Promise<unknown> {
  const retries = options.retries ?? RPC_RETRIES
  for (let attempt = 0; ; attempt++) {
    try {
      return await callOnce(url, method, params, options)
    } catch (error) {
      if (isPorticoError(error, 'RPC_NODE_ERROR') || attempt >= retries) throw error
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? RPC_RETRY_DELAY_MS))
    }
  }
}
