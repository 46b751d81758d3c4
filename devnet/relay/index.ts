/**
 * A local WalletConnect relay for the devnet: JSON-RPC 2.0 over WebSocket on 127.0.0.1, enough of
 * the hosted relay's protocol for `@walletconnect/sign-client`, `universal-provider` and
 * `@reown/walletkit` to pair, settle sessions and exchange requests without leaving the machine.
 */
import { WebSocketServer, type WebSocket } from 'ws'
import { createBroker, type Peer } from './broker'
import { attachConnection } from './connection'
import { createMailbox } from './mailbox'
import { MALFORMED_FRAME_KINDS, malformedFrames, type MalformedFrameKind } from './malformed'
import { createMetrics, type RelayMetrics } from './metrics'

export type { RelayMetrics } from './metrics'
export { MALFORMED_FRAME_KINDS, type MalformedFrameKind } from './malformed'

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
  /** Fault injection: destroys the sockets opened from `origin` (one client's) without a close frame; returns how many. */
  dropSocket(target: SocketTarget): number
  /** Fault injection: holds every later delivery (`irn_subscription`) back by `ms`. */
  setDeliveryDelay(ms: number): void
  /** Fault injection: an outage of `ms`: every socket is cut and new ones are refused with `status` (default 503) until it ends. */
  refuseConnectionsFor(ms: number, status?: number): void
  /**
   * Fault injection: pushes garbage frames of `kinds` (default all) to the sockets of `target` (default every
   * socket); returns how many frames went out. The relay's own state is untouched.
   */
  sendMalformedFrames(options?: { kinds?: readonly MalformedFrameKind[]; target?: SocketTarget }): number
  /**
   * Fault injection: the relay process restarts. Its server closes every socket (close code 1012, "service
   * restart"), stays down `downMs` (connections refused) and listens again on the same port. Like the hosted
   * relay, whose mailbox is a database, it keeps the undelivered messages and what each client received;
   * subscriptions lived on the sockets, so the clients subscribe again.
   */
  restart(options?: { downMs?: number }): Promise<void>
  /** Closes every socket cleanly, then the server. Calling it again returns the same promise. */
  stop(): Promise<void>
}

/** Which sockets a fault hits: those whose WebSocket handshake came from this origin (a browser sends it). */
export interface SocketTarget {
  origin: string
}

/**
 * Node clients terminate a socket that has not been pinged for 35 s (the hosted relay pings every
 * 30 s); a 10 s ping keeps them well inside that. A socket that missed a whole round of pongs is dead.
 */
const DEFAULT_PING_INTERVAL_MS = 10_000
/** How long `stop()` waits for a client's close handshake before cutting the socket. */
const CLOSE_GRACE_MS = 1_000
/** RFC 6455 close code 1012: the service is restarting. */
const SERVICE_RESTART = 1012

interface OpenSocket {
  peer: Peer
  origin: string | undefined
}

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const metrics = createMetrics()
  const mailbox = createMailbox()
  let deliveryDelay = 0
  const broker = createBroker({ mailbox, metrics, deliveryDelayMs: () => deliveryDelay })
  const sockets = new Map<WebSocket, OpenSocket>()
  const alive = new Map<WebSocket, boolean>()
  let socketNumber = 0
  let refusingUntil = 0
  let refusalStatus = 503

  /** One run of the server: a restart closes it and listens again on the same port. */
  const listen = async (port: number): Promise<WebSocketServer> => {
    const server = new WebSocketServer({
      host,
      port,
      verifyClient: (_info, accept) => (Date.now() < refusingUntil ? accept(false, refusalStatus, 'relay unavailable (devnet fault)') : accept(true)),
    })
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
    server.on('connection', (socket, request) => {
      metrics.connectionOpened()
      alive.set(socket, true)
      socket.on('pong', () => alive.set(socket, true))
      socket.on('close', () => {
        alive.delete(socket)
        sockets.delete(socket)
      })
      const peer = attachConnection(socket, request, { broker, metrics, socketNumber: ++socketNumber })
      sockets.set(socket, { peer, origin: request.headers.origin })
    })
    return server
  }

  let server = await listen(options.port ?? 0)
  let listening = true
  const address = server.address()
  if (typeof address === 'string' || address === null) throw new Error('relay: the server has no TCP address')
  const port = address.port

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

  const targeted = (target: SocketTarget | undefined): [WebSocket, OpenSocket][] =>
    [...sockets].filter(([, open]) => target === undefined || open.origin === target.origin)

  const closeServer = async (code: number, reason: string): Promise<void> => {
    if (!listening) return
    listening = false
    broker.stop()
    await Promise.all([...server.clients].map((socket) => closeGracefully(socket, code, reason)))
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }

  let stopping: Promise<void> | undefined
  let restarting: Promise<void> | undefined
  const stop = async (): Promise<void> => {
    clearInterval(heartbeat)
    await restarting?.catch(() => undefined)
    await closeServer(1001, 'relay stopping')
  }

  const restart = async (downMs: number): Promise<void> => {
    await closeServer(SERVICE_RESTART, 'relay restarting')
    await new Promise((resolve) => setTimeout(resolve, downMs))
    if (stopping) return
    server = await listen(port)
    listening = true
  }

  return {
    url: `ws://${host}:${port}`,
    metrics: () => ({ ...metrics.snapshot(), unacknowledged: broker.unacknowledged() }),
    dropAllSockets() {
      for (const socket of server.clients) socket.terminate()
    },
    dropSocket(target) {
      const hit = targeted(target)
      // terminate() destroys the TCP socket at once: no close frame, as a dead network path would.
      for (const [socket] of hit) socket.terminate()
      return hit.length
    },
    setDeliveryDelay(ms) {
      deliveryDelay = Math.max(0, ms)
    },
    refuseConnectionsFor(ms, status = 503) {
      refusingUntil = Date.now() + Math.max(0, ms)
      refusalStatus = status
      for (const socket of server.clients) socket.terminate()
    },
    sendMalformedFrames({ kinds = MALFORMED_FRAME_KINDS, target } = {}) {
      let sent = 0
      for (const [, { peer }] of targeted(target)) {
        for (const kind of kinds) {
          for (const frame of malformedFrames(kind, broker.topicsOf(peer))) {
            peer.send(frame)
            sent++
          }
        }
      }
      metrics.malformedSent(sent)
      return sent
    },
    restart: ({ downMs = 0 } = {}) => {
      if (stopping) return stopping
      restarting ??= restart(downMs).finally(() => (restarting = undefined))
      return restarting
    },
    stop: () => (stopping ??= stop()),
  }
}

function closeGracefully(socket: WebSocket, code: number, reason: string): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve()
    const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS)
    socket.once('close', () => {
      clearTimeout(cut)
      resolve()
    })
    socket.close(code, reason)
  })
}
