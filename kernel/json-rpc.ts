/**
 * The one JSON-RPC client plugins and adapters use for chain reads (native
 * balances, Solana accounts, NFT owners): SPEC §9 HTTP RPC timeout 10 000 ms,
 * RPC retries 3 with a 150 ms delay, batches of at most 1000 calls. A node's
 * own error answer is not retried: asking again would give the same answer.
 *
 * SPEC §9 client cache 1 s: through `jsonRpcRead`, identical reads of one node
 * (same URL, method and params, through the same fetch) share one request while it
 * is in flight and its answer for CLIENT_CACHE_MS after it, for the methods in
 * SHARED_READS, whose answer does not move within a second in any flow of Portico's
 * (fees, blocks, calls). Balances, receipts and anything that writes are never
 * shared: a refresh after a send must ask the node. `jsonRpc` always asks (and a
 * bundle that only needs it carries no cache).
 */
import * as z from 'zod/mini'
import { CLIENT_CACHE_MS, RPC_BATCH_SIZE, RPC_RETRIES, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from './constants'
import { PROVIDER_MESSAGES, PorticoError, errorIn, isPorticoError } from './errors'

export { RPC_BATCH_SIZE, RPC_RETRIES, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from './constants'

/** Reads whose identical calls share one answer for CLIENT_CACHE_MS (see above). */
const SHARED_READS = /^(eth_(chainId|call|gasPrice|maxPriorityFeePerGas|getBlockByNumber)|net_version|getFeeForMessage|getRecentPrioritizationFees)$/

export interface JsonRpcOptions {
  fetch?: typeof fetch
  retries?: number
  retryDelayMs?: number
  timeoutMs?: number
}

/** One call of a batch. */
export interface JsonRpcCall {
  method: string
  params?: unknown
}

/** What one call of a batch gave: its result, or its own failure (RPC_NODE_ERROR, RPC_INVALID_RESPONSE). */
export type JsonRpcOutcome = { result: unknown } | { error: PorticoError }

const answerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

type Answer = z.infer<typeof answerSchema>

const nodeError = ({ code, message }: { code: number; message: string }, method: string) =>
  new PorticoError('RPC_NODE_ERROR', message, { details: { code, method } })

/** One POST of `body`, retried on what may pass (HTTP failure, no answer, an invalid one); `parse` reads the answer. */
async function post<T>(url: string, body: unknown, method: string, options: JsonRpcOptions, parse: (answer: unknown) => T | undefined): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? RPC_TIMEOUT_MS),
      })
      if (!response.ok) throw errorIn(PROVIDER_MESSAGES, 'RPC_HTTP_FAILED', method, response.status)
      const parsed = parse(await response.json().catch(() => undefined))
      if (parsed === undefined) throw errorIn(PROVIDER_MESSAGES, 'RPC_INVALID_RESPONSE', method)
      return parsed
    } catch (error) {
      if (isPorticoError(error, 'RPC_NODE_ERROR') || attempt >= (options.retries ?? RPC_RETRIES)) throw error
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? RPC_RETRY_DELAY_MS))
    }
  }
}

/** Call `method` on the node at `url`; resolves to its `result` (unvalidated: parse it with your schema). */
export async function jsonRpc(url: string, method: string, params: unknown = [], options: JsonRpcOptions = {}): Promise<unknown> {
  const answer = await post<Answer>(url, { jsonrpc: '2.0', id: 1, method, params }, method, options, (body) => answerSchema.safeParse(body).data)
  if ('error' in answer) throw nodeError(answer.error, method)
  return answer.result
}

/** Per fetch function: each read's answer and until when it is shared (Infinity while in flight). */
const shared = new WeakMap<typeof fetch, Map<string, [answer: Promise<unknown>, until: number]>>()

/** `jsonRpc` for a read that may be shared (SPEC §9 client cache 1 s, see above); any other method always asks. */
export function jsonRpcRead(url: string, method: string, params: unknown = [], options: JsonRpcOptions = {}): Promise<unknown> {
  if (!SHARED_READS.test(method)) return jsonRpc(url, method, params, options)
  const fetchFn = options.fetch ?? fetch
  const reads = shared.get(fetchFn) ?? new Map()
  shared.set(fetchFn, reads)
  const key = JSON.stringify([url, method, params])
  const known = reads.get(key)
  if (known && known[1] > Date.now()) return known[0]
  const entry: [Promise<unknown>, number] = [jsonRpc(url, method, params, options), Infinity]
  reads.set(key, entry)
  // Shared while in flight, then for CLIENT_CACHE_MS from the answer; a failure is not kept: the next call asks again.
  entry[0].then(
    () => (entry[1] = Date.now() + CLIENT_CACHE_MS),
    () => reads.delete(key),
  )
  return entry[0]
}

/**
 * Several calls to the node at `url` as JSON-RPC batches of at most RPC_BATCH_SIZE calls (SPEC §9), sent
 * together; resolves to each call's outcome in the order given. A batch that fails as a whole (HTTP, no
 * answer, an answer that is no batch) rejects, after the retries.
 */
export async function jsonRpcBatch(url: string, calls: readonly JsonRpcCall[], options: JsonRpcOptions = {}): Promise<JsonRpcOutcome[]> {
  const batches: JsonRpcCall[][] = []
  for (let start = 0; start < calls.length; start += RPC_BATCH_SIZE) batches.push(calls.slice(start, start + RPC_BATCH_SIZE))
  const answered = await Promise.all(
    batches.map((batch) => {
      const body = batch.map(({ method, params = [] }, id) => ({ jsonrpc: '2.0', id, method, params }))
      return post(url, body, batch[0]!.method, options, (answer) => {
        if (!Array.isArray(answer)) return undefined
        // Each answer by its id (a node may answer in any order); one that fails its shape is as if absent.
        const byId = new Map(answer.map((one: { id?: unknown }) => [one?.id, answerSchema.safeParse(one).data]))
        return batch.map(({ method }, id): JsonRpcOutcome => {
          const one = byId.get(id)
          if (!one) return { error: errorIn(PROVIDER_MESSAGES, 'RPC_INVALID_RESPONSE', method) }
          return 'error' in one ? { error: nodeError(one.error, method) } : { result: one.result }
        })
      })
    }),
  )
  return answered.flat()
}
