/**
 * The one JSON-RPC client plugins and adapters use for chain reads (native
 * balances, Solana accounts, NFT owners): SPEC §9 HTTP RPC timeout 10 000 ms,
 * RPC retries 3 with a 150 ms delay, batches of at most 1000 calls. A node's
 * own error answer is not retried: asking again would give the same answer.
 *
 * SPEC §9 client cache 1 s: identical reads of one node (same URL, method and
 * params, through the same fetch) share one request while it is in flight and
 * its answer for CLIENT_CACHE_MS after it, for the methods in SHARED_READS, whose
 * answer does not move within a second in any flow of Portico's. Balances, receipts
 * and anything that writes are never shared: a refresh after a send must ask the node.
 */
import * as z from 'zod/mini'
import { CLIENT_CACHE_MS, createTtlCache, type TtlCache } from './cache'
import { PROVIDER_MESSAGES, PorticoError, errorIn, isPorticoError } from './errors'

export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRIES = 3
export const RPC_RETRY_DELAY_MS = 150
/** SPEC §9 "batch 1000": the calls one JSON-RPC batch carries at most; a longer list is sent in several. */
export const RPC_BATCH_SIZE = 1_000

/** Reads whose identical calls share one answer for CLIENT_CACHE_MS (see above). */
const SHARED_READS = new Set(['eth_chainId', 'net_version', 'eth_call', 'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_getBlockByNumber', 'getFeeForMessage', 'getRecentPrioritizationFees'])

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
const batchAnswerSchema = z.array(z.intersection(z.object({ id: z.number() }), answerSchema))

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

async function callOnce(url: string, method: string, params: unknown, options: JsonRpcOptions): Promise<unknown> {
  const answer = await post<Answer>(url, { jsonrpc: '2.0', id: 1, method, params }, method, options, (body) => answerSchema.safeParse(body).data)
  if ('error' in answer) throw nodeError(answer.error, method)
  return answer.result
}

const shared = new WeakMap<typeof fetch, TtlCache<string, Promise<unknown>>>()

/** Call `method` on the node at `url`; resolves to its `result` (unvalidated: parse it with your schema). */
export function jsonRpc(url: string, method: string, params: unknown = [], options: JsonRpcOptions = {}): Promise<unknown> {
  if (!SHARED_READS.has(method)) return callOnce(url, method, params, options)
  const fetchFn = options.fetch ?? fetch
  const reads = shared.get(fetchFn) ?? createTtlCache<string, Promise<unknown>>(CLIENT_CACHE_MS)
  shared.set(fetchFn, reads)
  const key = JSON.stringify([url, method, params])
  const known = reads.get(key)
  if (known) return known
  const answer = callOnce(url, method, params, options)
  // Shared while in flight, then for CLIENT_CACHE_MS from the answer; a failure is not kept: the next call asks again.
  reads.set(key, answer, Infinity)
  answer.then(
    () => reads.set(key, answer),
    () => reads.delete(key),
  )
  return answer
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
        const parsed = batchAnswerSchema.safeParse(answer)
        if (!parsed.success) return undefined
        const byId = new Map(parsed.data.map((one) => [one.id, one]))
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
