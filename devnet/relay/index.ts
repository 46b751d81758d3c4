/**
 * A local WalletConnect relay for the devnet: JSON-RPC 2.0 over WebSocket on 127.0.0.1, enough of
 * the hosted relay's protocol for `@walletconnect/sign-client`, `universal-provider` and
 * `@reown/walletkit` to pair, settle sessions and exchange requests without leaving the machine.
 */
import { WebSocketServer, type WebSocket } from 'ws'
import { createBroker } from './broker'
import { attachConnection } from './connection'
import { createMailbox } from './mailbox'
import { createMetrics, type RelayMetrics } from './metrics'

export type { RelayMetrics } from './metrics'

export interface RelayOptions {
  /** 0 or absent: a free port. */
  port?: number
  host?: '127.0.0.1'
  /** Time between pings to each socket; tests shorten it. Default 10 s. */
  pingIntervalMs?: number
}

export interface Relay {
  /** `ws://127.0.0.1:PORT`, the `relayUrl` for the clients. */
  url: string
  metrics(): RelayMetrics
  /** Fault injection: cuts every socket at once, as a network drop would; clients reconnect. */
  dropAllSockets(): void
  /** Fault injection: holds every later delivery (`irn_subscription`) back by `ms`. */
  setDeliveryDelay(ms: number): void
  /** Fault injection: an outage of `ms`: every socket is cut and new ones are refused with `status` (default 503) until it ends. */
  refuseConnectionsFor(ms: number, status?: number): void
  /** Closes every socket cleanly, then the server. Calling it again returns the same promise. */
  stop(): Promise<void>
}

/**
 * Node clients terminate a socket that has not been pinged for 35 s (the hosted relay pings every
 * 30 s); a 10 s ping keeps them well inside that. A socket that missed a whole round of pongs is dead.
 */
const DEFAULT_PING_INTERVAL_MS = 10_000
/** How long `stop()` waits for a client's close handshake before cutting the socket. */
const CLOSE_GRACE_MS = 1_000

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const metrics = createMetrics()
  const mailbox = createMailbox()
  let deliveryDelay = 0
  const broker = createBroker({ mailbox, metrics, deliveryDelayMs: () => deliveryDelay })
  const alive = new Map<WebSocket, boolean>()
  let socketNumber = 0
  let refusingUntil = 0
  let refusalStatus = 503

  const server = new WebSocketServer({
    host,
    port: options.port ?? 0,
    verifyClient: (_info, accept) => (Date.now() < refusingUntil ? accept(false, refusalStatus, 'relay unavailable (devnet fault)') : accept(true)),
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })

  const address = server.address()
  if (typeof address === 'string' || address === null) throw new Error('relay: the server has no TCP address')

  server.on('connection', (socket, request) => {
    metrics.connectionOpened()
    alive.set(socket, true)
    socket.on('pong', () => alive.set(socket, true))
    socket.on('close', () => alive.delete(socket))
    attachConnection(socket, request, { broker, metrics, socketNumber: ++socketNumber })
  })

  const heartbeat = setInterval(() => {
    mailbox.sweep()
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      socket.ping()
    }
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS)

  let stopping: Promise<void> | undefined
  const stop = async (): Promise<void> => {
    clearInterval(heartbeat)
    broker.stop()
    await Promise.all([...server.clients].map((socket) => closeGracefully(socket)))
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }

  return {
    url: `ws://${host}:${address.port}`,
    metrics: () => metrics.snapshot(),
    dropAllSockets() {
      for (const socket of server.clients) socket.terminate()
    },
    setDeliveryDelay(ms) {
      deliveryDelay = Math.max(0, ms)
    },
    refuseConnectionsFor(ms, status = 503) {
      refusingUntil = Date.now() + Math.max(0, ms)
      refusalStatus = status
      for (const socket of server.clients) socket.terminate()
    },
    stop: () => (stopping ??= stop()),
  }
}

function closeGracefully(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve()
    const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS)
    socket.once('close', () => {
      clearTimeout(cut)
      resolve()
    })
    socket.close(1001, 'relay stopping')
  })
}
