/**
 * The analytics sink (SPEC §7 `POST /e`): events are kept in arrival order.
 * Devnet-only: GET /e lists them, DELETE /e forgets them.
 */
import type { AuthGate } from '../auth'
import type { FaultStore } from '../faults'
import { json, serve, type Middleware, type RunningServer } from '../server-utils'

export interface ReceivedEvent {
  /** The query of the request: projectId, st, sv. */
  query: Record<string, string>
  body: unknown
  receivedAt: number
}

export interface AnalyticsSink {
  server: RunningServer
  events(): ReceivedEvent[]
  clear(): void
}

export async function startAnalytics(options: { port?: number; faults: FaultStore; auth: AuthGate }): Promise<AnalyticsSink> {
  let events: ReceivedEvent[] = []
  // Inspection routes answer before the project-id gate: tests read them without one.
  const inspect: Middleware = ({ req, res, url }) => {
    if (url.pathname !== '/e' || (req.method !== 'GET' && req.method !== 'DELETE')) return false
    if (req.method === 'DELETE') events = []
    json(res, 200, { events })
    return true
  }
  const server = await serve({
    name: 'analytics',
    port: options.port,
    middleware: [options.faults.middleware, inspect, options.auth.middleware],
    routes: [
      {
        method: 'POST',
        path: '/e',
        handler: ({ res, url, body }) => {
          const valid = typeof body === 'object' && body !== null && 'eventId' in body && 'props' in body
          if (!valid) return json(res, 400, { message: 'Expected { eventId, url, domain, timestamp, props }' })
          events.push({ query: Object.fromEntries(url.searchParams), body, receivedAt: Date.now() })
          json(res, 200, { status: 'SUCCESS' })
        },
      },
    ],
  })
  return { server, events: () => events, clear: () => (events = []) }
}
