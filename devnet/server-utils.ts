/** Small node:http helpers shared by the devnet's servers: loopback-only listen, routing, JSON, CORS. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createNetServer } from 'node:net'

export const LOOPBACK = '127.0.0.1'

export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  params: Record<string, string>
  /** Parsed JSON body (undefined when empty or not JSON). */
  body: unknown
}

export type Handler = (ctx: RequestContext) => void | Promise<void>
export interface Route {
  method: string
  /** Path with `:name` segments, e.g. '/v1/identity/:address'. */
  path: string
  handler: Handler
}
/** Runs before routing; returns true when it answered the request itself. */
export type Middleware = (ctx: RequestContext) => boolean | Promise<boolean>

export interface RunningServer {
  url: string
  port: number
  stop(): Promise<void>
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

export function notFound(res: ServerResponse): void {
  json(res, 404, { status: 'FAILED', message: 'Not found' })
}

/** Browser pages of the demo and tests run on other loopback ports. */
function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*')
  res.setHeader('vary', 'origin')
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'content-type')
  res.setHeader('access-control-expose-headers', 'retry-after')
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const got = pathname.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string
    const actual = got[i] as string
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual)
    else if (segment !== actual) return undefined
  }
  return params
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A request the route refuses: `guarded` answers it with 400 and its message. */
export class BadRequest extends Error {}

/** Answers a BadRequest with 400 and its message; anything else stays a 500. */
export const guarded =
  (handler: Handler): Handler =>
  async (ctx) => {
    try {
      await handler(ctx)
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error
      json(ctx.res, 400, { message: error.message })
    }
  }

export interface ServeOptions {
  name: string
  port?: number
  routes: Route[]
  middleware?: Middleware[]
}

/** Listen on 127.0.0.1 only (port 0 picks a free one) and close every socket on stop. */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { status: 'FAILED', message: String(error) })
      else res.destroy()
    })
  })
  async function handle(req: IncomingMessage, res: ServerResponse) {
    applyCors(req, res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const url = new URL(req.url ?? '/', `http://${LOOPBACK}`)
    const ctx: RequestContext = { req, res, url, params: {}, body: await readBody(req) }
    for (const middleware of options.middleware ?? []) if (await middleware(ctx)) return
    for (const route of options.routes) {
      if (route.method !== req.method) continue
      const params = matchPath(route.path, url.pathname)
      if (params) return route.handler({ ...ctx, params })
    }
    notFound(res)
  }
  return listenOnLoopback(server, options.port)
}

/** Listen on 127.0.0.1 only (port 0 picks a free one); stop closes every connection, then the server. */
export async function listenOnLoopback(server: Server, port = 0): Promise<RunningServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, LOOPBACK, () => resolve())
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('server has no address')
  return {
    url: `http://${LOOPBACK}:${address.port}`,
    port: address.port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A free loopback port for child processes that need one up front (anvil). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
