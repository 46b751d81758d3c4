/**
 * A raw JSON-RPC call to a chain node: two reads do not justify a viem client.
 * SPEC §9: HTTP RPC timeout 10000 ms; RPC retries 3 with delay 150 ms.
 */
import * as z from 'zod/mini'

export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRIES = 3
export const RPC_RETRY_DELAY_MS = 150

const responseSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

/** A JSON-RPC error answered by the node: retrying would give the same answer. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

async function callOnce(fetchFn: typeof fetch, url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`RPC ${method} failed with HTTP ${response.status}`)
  const parsed = responseSchema.safeParse(await response.json())
  if (!parsed.success) throw new Error(`RPC ${method} returned an invalid JSON-RPC response`)
  if ('error' in parsed.data) throw new JsonRpcError(parsed.data.error.code, parsed.data.error.message)
  return parsed.data.result
}

export async function jsonRpc(url: string, method: string, params: unknown[], fetchFn: typeof fetch = fetch): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callOnce(fetchFn, url, method, params)
    } catch (error) {
      if (error instanceof JsonRpcError || attempt >= RPC_RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, RPC_RETRY_DELAY_MS))
    }
  }
}
