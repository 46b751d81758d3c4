/**
 * A chain read (native balance) straight from the network's own RPC URL: it
 * needs neither the SDK nor the wallet. SPEC §9: RPC timeout 10 s, 3 retries 150 ms apart.
 */
import * as z from 'zod/mini'

const RPC_TIMEOUT_MS = 10_000
const RPC_RETRIES = 3
const RPC_RETRY_DELAY_MS = 150

const responseSchema = z.union([z.object({ result: z.unknown() }), z.object({ error: z.object({ message: z.string() }) })])

class NodeError extends Error {}

async function callOnce(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`RPC ${method} failed with HTTP ${response.status}`)
  const parsed = responseSchema.safeParse(await response.json())
  if (!parsed.success) throw new Error(`RPC ${method} returned an invalid response`)
  if ('error' in parsed.data) throw new NodeError(parsed.data.error.message)
  return parsed.data.result
}

export async function jsonRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callOnce(url, method, params)
    } catch (error) {
      if (error instanceof NodeError || attempt >= RPC_RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, RPC_RETRY_DELAY_MS))
    }
  }
}
