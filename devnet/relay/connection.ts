/** One client socket: reads its identity from the URL, dispatches its frames, answers them. */
import type { IncomingMessage } from 'node:http'
import type { WebSocket } from 'ws'
import type { Broker, Peer } from './broker'
import { RELAY_METHODS } from './methods'
import type { MetricsRecorder } from './metrics'
import { errorFrame, jwtPayloadSchema, parseFrame, resultFrame, RPC_ERRORS, rpcRequestSchema, rpcResponseSchema } from './wire'

/**
 * The client's did:key from the `auth` query JWT (`iss`). The devnet checks no signature: any
 * client may connect, as the brief for a local relay asks. Without a readable JWT the socket gets
 * an id of its own.
 */
export function clientIdFromUrl(url: string | undefined, fallback: string): string {
  const auth = new URL(url ?? '/', 'ws://127.0.0.1').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return fallback
  const parsed = jwtPayloadSchema.safeParse(parseFrame(Buffer.from(payload, 'base64url').toString('utf8')))
  return parsed.success ? parsed.data.iss : fallback
}

export function attachConnection(socket: WebSocket, request: IncomingMessage, deps: { broker: Broker; metrics: MetricsRecorder; socketNumber: number }): Peer {
  const { broker, metrics } = deps
  const peer: Peer = {
    clientId: clientIdFromUrl(request.url, `anonymous-socket-${deps.socketNumber}`),
    send(frame) {
      if (socket.readyState === socket.OPEN) socket.send(frame)
    },
  }

  socket.on('message', (data, isBinary) => {
    if (isBinary) return peer.send(errorFrame(null, RPC_ERRORS.invalidRequest))
    const frame = parseFrame(data.toString())
    if (frame === undefined) return peer.send(errorFrame(null, RPC_ERRORS.parse))

    const request = rpcRequestSchema.safeParse(frame)
    if (!request.success) {
      const response = rpcResponseSchema.safeParse(frame)
      if (response.success) broker.acknowledge(peer, response.data.id)
      else peer.send(errorFrame(null, RPC_ERRORS.invalidRequest))
      return
    }

    const { id, method, params } = request.data
    metrics.request(method)
    const handler = RELAY_METHODS[method]
    if (!handler) return peer.send(errorFrame(id, RPC_ERRORS.methodNotFound))
    const result = handler(broker, peer, params)
    peer.send(result === undefined ? errorFrame(id, RPC_ERRORS.invalidParams) : resultFrame(id, result))
  })

  socket.on('close', () => {
    broker.disconnect(peer)
    metrics.connectionClosed()
  })
  // A socket error is followed by 'close'; without a listener ws would throw it.
  socket.on('error', () => undefined)
  return peer
}
