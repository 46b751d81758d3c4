/**
 * Fault injection for the devnet's HTTP services: a fault matches requests
 * whose path contains `pattern` and applies to the next `count` of them.
 * Control it with startDevnet({ faults }), devnet.faults, or over HTTP on any
 * devnet server: POST /__devnet/faults (a fault or a list), GET to list,
 * DELETE to clear. Mode 'hostile' answers nothing itself: the route serves
 * hostile data in its normal shape (devnet/hostile.ts).
 */
import { markHostile } from './hostile'
import { json, type Middleware, type RequestContext } from './server-utils'

export type FaultMode = 'latency' | '429' | '500' | 'stall' | 'malformed' | 'drop' | 'hostile'

export interface FaultSpec {
  /** Substring of the request path, e.g. '/v1/account/' or '/getWallets'. */
  pattern: string
  mode: FaultMode
  /** How many matching requests it affects (default 1). */
  count?: number
  /** Seconds sent in Retry-After with mode '429'. */
  retryAfter?: number
  /** Delay of mode 'latency' (default 1000 ms). */
  ms?: number
  /** Only requests with this method (default any). */
  method?: string
}

export const FAULTS_PATH = '/__devnet/faults'
const FAULT_MODES: readonly FaultMode[] = ['latency', '429', '500', 'stall', 'malformed', 'drop', 'hostile']

export interface FaultStore {
  add(...faults: FaultSpec[]): void
  clear(): void
  list(): FaultSpec[]
  /** Serves the control route and applies matching faults; true when it answered the request. */
  middleware: Middleware
}

function parseFaults(body: unknown): FaultSpec[] {
  const items = Array.isArray(body) ? body : [body]
  return items.map((item) => {
    const fault = item as Partial<FaultSpec> | undefined
    if (!fault || typeof fault.pattern !== 'string' || !FAULT_MODES.includes(fault.mode as FaultMode)) {
      throw new Error(`a fault needs { pattern: string, mode: ${FAULT_MODES.join(' | ')} }`)
    }
    return fault as FaultSpec
  })
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
  async function apply(fault: FaultSpec, served: number, { req, res }: RequestContext): Promise<boolean> {
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
    }
  }

  const store: FaultStore = {
    add,
    clear: () => (faults = []),
    list: () => faults.map(({ remaining, served: _served, ...spec }) => ({ ...spec, count: remaining })),
    async middleware(ctx) {
      if (ctx.url.pathname === FAULTS_PATH) return control(ctx)
      const fault = faults.find(
        (candidate) => ctx.url.pathname.includes(candidate.pattern) && (!candidate.method || candidate.method.toUpperCase() === ctx.req.method),
      )
      if (!fault) return false
      if (--fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault)
      return apply(fault, fault.served++, ctx)
    },
  }
  return store
}
