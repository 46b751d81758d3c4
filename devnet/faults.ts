/**
 * Fault injection for the devnet's HTTP services: a fault matches requests
 * whose path contains `pattern` (and, with `rpcMethod`, JSON-RPC requests of
 * that method, alone or in a batch) and applies to the next `count` of them.
 * Control it with startDevnet({ faults }), devnet.faults, or over HTTP on any
 * devnet server: POST /__devnet/faults (a fault or a list), GET to list,
 * DELETE to clear. Mode 'hostile' answers nothing itself: the route serves
 * hostile data in its normal shape (devnet/hostile.ts). The JSON-RPC modes:
 * 'rpc-error' answers a JSON-RPC error object, 'cut' lets the request through
 * and drops the connection half-way through its answer, 'stale' has the
 * chain RPC proxy answer from an older block (devnet/chain/rpc-faults.ts;
 * only the proxies in front of the anvil nodes apply it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { markHostile } from './hostile'
import { json, type Middleware, type RequestContext } from './server-utils'

export type FaultMode = 'latency' | '429' | '500' | 'stall' | 'malformed' | 'drop' | 'hostile' | 'rpc-error' | 'cut' | 'stale'

export interface FaultSpec {
  /** Substring of the request path, e.g. '/v1/account/' or '/getWallets'; absent: any path (needs `rpcMethod`). */
  pattern?: string
  /**
   * Only JSON-RPC requests of this method ('*': any), alone or as a member of a batch. The chain RPC proxies
   * in front of the anvil nodes apply only faults that name one.
   */
  rpcMethod?: string
  mode: FaultMode
  /** How many matching requests it affects (default 1). */
  count?: number
  /** Seconds sent in Retry-After with mode '429'. */
  retryAfter?: number
  /** Delay of mode 'latency' (default 1000 ms). */
  ms?: number
  /** Only requests with this method (default any). */
  method?: string
  /** The error object of mode 'rpc-error' (default -32603 'Internal error (devnet fault)'). */
  rpcError?: { code: number; message: string }
  /** How many blocks behind the head mode 'stale' answers from (default 3). */
  lag?: number
}

export const FAULTS_PATH = '/__devnet/faults'
const FAULT_MODES: readonly FaultMode[] = ['latency', '429', '500', 'stall', 'malformed', 'drop', 'hostile', 'rpc-error', 'cut', 'stale']
const DEFAULT_RPC_ERROR = { code: -32603, message: 'Internal error (devnet fault)' }
const DEFAULT_LAG = 3

export interface FaultStore {
  add(...faults: FaultSpec[]): void
  clear(): void
  list(): FaultSpec[]
  /** Serves the control route and applies matching faults; true when it answered the request. */
  middleware: Middleware
  /** `middleware` for a chain RPC proxy: only faults that name an `rpcMethod` apply there. */
  rpcMiddleware: Middleware
}

function parseFaults(body: unknown): FaultSpec[] {
  const items = Array.isArray(body) ? body : [body]
  return items.map((item) => {
    const fault = item as Partial<FaultSpec> | undefined
    const selects = typeof fault?.pattern === 'string' || typeof fault?.rpcMethod === 'string'
    if (!fault || !selects || !FAULT_MODES.includes(fault.mode as FaultMode)) {
      throw new Error(`a fault needs { pattern: string or rpcMethod: string, mode: ${FAULT_MODES.join(' | ')} }`)
    }
    return fault as FaultSpec
  })
}

const staleLags = new WeakMap<IncomingMessage, number>()

/** Blocks behind the head a 'stale' fault asks this request to be answered from; undefined when none. */
export function staleLagOf(req: IncomingMessage): number | undefined {
  return staleLags.get(req)
}

/** The JSON-RPC requests of a body: the request, or a batch's members. */
function rpcRequestsOf(body: unknown): unknown[] {
  return Array.isArray(body) ? body : body === undefined ? [] : [body]
}

const rpcMethodOf = (request: unknown) => (typeof request === 'object' && request !== null ? (request as { method?: unknown }).method : undefined)
const rpcIdOf = (request: unknown) => (typeof request === 'object' && request !== null ? ((request as { id?: unknown }).id ?? null) : null)

function matchesRpcMethod(rpcMethod: string, body: unknown): boolean {
  return rpcRequestsOf(body).some((request) => typeof rpcMethodOf(request) === 'string' && (rpcMethod === '*' || rpcMethodOf(request) === rpcMethod))
}

/** The error object of every request in the body, in its shape (one answer, or a batch of them). */
function rpcErrorAnswer(body: unknown, error: { code: number; message: string }): unknown {
  const answers = rpcRequestsOf(body).map((request) => ({ jsonrpc: '2.0', id: rpcIdOf(request), error }))
  return Array.isArray(body) ? answers : (answers[0] ?? { jsonrpc: '2.0', id: null, error })
}

/** The route answers in full; the client gets the status line and half the body, then the connection closes. */
function cutAnswer(res: ServerResponse): void {
  res.end = ((chunk?: unknown) => {
    const body = typeof chunk === 'string' || chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0)
    res.write(body.subarray(0, Math.max(1, Math.floor(body.length / 2))), () => res.socket?.destroy())
    return res
  }) as ServerResponse['end']
}

export function createFaultStore(initial: FaultSpec[] = []): FaultStore {
  let faults: (FaultSpec & { remaining: number; served: number })[] = []
  const add = (...specs: FaultSpec[]) => faults.push(...specs.map((spec) => ({ ...spec, remaining: spec.count ?? 1, served: 0 })))
  add(...initial)

  function control({ req, res, body }: RequestContext): boolean {
    if (req.method === 'GET') json(res, 200, { faults: store.list() })
    else if (req.method === 'DELETE') {
      store.clear()
      json(res, 200, { faults: [] })
    } else if (req.method === 'POST') {
      try {
        add(...parseFaults(body))
        json(res, 200, { faults: store.list() })
      } catch (error) {
        json(res, 400, { message: (error as Error).message })
      }
    } else return false
    return true
  }

  /** Returns true when the fault answered (or swallowed) the request; latency and hostile let it through. */
  async function apply(fault: FaultSpec, served: number, { req, res, body }: RequestContext): Promise<boolean> {
    switch (fault.mode) {
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 1000))
        return false
      case '429':
        json(res, 429, { message: 'Too many requests' }, fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) })
        return true
      case '500':
        json(res, 500, { message: 'Internal server error (devnet fault)' })
        return true
      case 'stall':
        // Never answer: the socket stays open until the client gives up or the devnet stops.
        return true
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"devnet": "malformed')
        return true
      case 'drop':
        // Cut the connection without a status line, as a crashed proxy would: the client sees a network error.
        res.socket?.destroy()
        return true
      case 'hostile':
        markHostile(req, served)
        return false
      case 'rpc-error':
        json(res, 200, rpcErrorAnswer(body, fault.rpcError ?? DEFAULT_RPC_ERROR))
        return true
      case 'cut':
        cutAnswer(res)
        return false
      case 'stale':
        staleLags.set(req, fault.lag ?? DEFAULT_LAG)
        return false
    }
  }

  const store: FaultStore = {
    add,
    clear: () => (faults = []),
    list: () => faults.map(({ remaining, served: _served, ...spec }) => ({ ...spec, count: remaining })),
    middleware: (ctx) => applyMatching(ctx, false),
    rpcMiddleware: (ctx) => applyMatching(ctx, true),
  }

  async function applyMatching(ctx: RequestContext, rpcOnly: boolean): Promise<boolean> {
    if (ctx.url.pathname === FAULTS_PATH) return control(ctx)
    const fault = faults.find(
      (candidate) =>
        (candidate.pattern === undefined || ctx.url.pathname.includes(candidate.pattern)) &&
        (!candidate.method || candidate.method.toUpperCase() === ctx.req.method) &&
        (candidate.rpcMethod === undefined ? !rpcOnly : matchesRpcMethod(candidate.rpcMethod, ctx.body)) &&
        // Only a chain RPC proxy can answer from an older block: elsewhere the fault waits for one.
        (candidate.mode !== 'stale' || rpcOnly),
    )
    if (!fault) return false
    if (--fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault)
    return apply(fault, fault.served++, ctx)
  }
  return store
}
