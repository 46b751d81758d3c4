/**
 * Topic subscriptions and message delivery. A message reaches each client (by client id, so
 * across reconnects) at most once after that client acknowledged it; an unacknowledged one is
 * delivered again when the client subscribes again, as the hosted relay does after a reconnect.
 * While a message is on its way to one socket of a client it goes to no other socket of that
 * client: sign-client acknowledges a message before its duplicate check, which awaits between
 * looking and recording, so two copies arriving together can both be handled. If that socket
 * closes without the acknowledgement, the client's other sockets on the topic get the message.
 */
import { createHash } from 'node:crypto'
import type { Mailbox, NewMessage, StoredMessage } from './mailbox'
import type { MetricsRecorder } from './metrics'
import { requestFrame } from './wire'

/** One open socket, seen by the broker. */
export interface Peer {
  /** did:key from the socket's auth JWT; stable across the client's reconnects. */
  readonly clientId: string
  send(frame: string): void
}

export interface FetchedMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export interface Broker {
  /** Subscribes and delivers the topic's stored messages; returns the subscription id. */
  subscribe(peer: Peer, topic: string): string
  unsubscribe(peer: Peer, topic: string): void
  publish(publisher: Peer, input: Omit<NewMessage, 'publisherId'>): void
  /** Marks the `irn_subscription` with this request id as received by the peer. */
  acknowledge(peer: Peer, requestId: unknown): void
  /** Stored messages of the topics this client has not received yet; they count as delivered. */
  fetch(peer: Peer, topics: readonly string[]): FetchedMessage[]
  /** The topics this socket is subscribed to. */
  topicsOf(peer: Peer): string[]
  /** Deliveries sent (or held back) to open sockets and not acknowledged yet. */
  unacknowledged(): number
  disconnect(peer: Peer): void
  /** Cancels held deliveries. The mailbox and what each client received are kept: a restarted relay still has them. */
  stop(): void
}

export interface BrokerOptions {
  mailbox: Mailbox
  metrics: MetricsRecorder
  deliveryDelayMs: () => number
}

/**
 * What sign-client computes locally for a subscription (`hashMessage(topic + clientId)`) and sends
 * back in `irn_unsubscribe`, so the relay returns the same id.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId).digest('hex')
}

export function createBroker({ mailbox, metrics, deliveryDelayMs }: BrokerOptions): Broker {
  const subscribers = new Map<string, Set<Peer>>()
  const topicsOf = new Map<Peer, Set<string>>()
  const received = new Map<string, Set<number>>() // client id -> acknowledged message ids
  const inFlight = new Map<Peer, Map<number, StoredMessage>>() // request id -> message
  const timers = new Set<NodeJS.Timeout>()
  let nextRequestId = 1

  const receivedBy = (clientId: string): Set<number> => {
    let ids = received.get(clientId)
    if (!ids) received.set(clientId, (ids = new Set()))
    return ids
  }

  /** The unacknowledged deliveries of every open socket of this client. */
  const pendingOf = (clientId: string): Map<number, StoredMessage>[] =>
    [...inFlight].filter(([peer]) => peer.clientId === clientId).map(([, pending]) => pending)

  const isDue = (peer: Peer, message: StoredMessage): boolean =>
    message.publisherId !== peer.clientId &&
    !receivedBy(peer.clientId).has(message.id) &&
    !pendingOf(peer.clientId).some((pending) => [...pending.values()].some((sent) => sent.id === message.id))

  const deliver = (peer: Peer, message: StoredMessage): void => {
    const pending = inFlight.get(peer)
    if (!pending || !isDue(peer, message)) return
    const requestId = nextRequestId++
    pending.set(requestId, message)
    const frame = requestFrame(requestId, 'irn_subscription', {
      id: subscriptionId(message.topic, peer.clientId),
      data: {
        topic: message.topic,
        message: message.message,
        publishedAt: message.publishedAt,
        tag: message.tag,
        ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
      },
    })
    const send = (): void => {
      // The socket may have closed during the delay; the message then waits for the resubscribe.
      if (inFlight.get(peer) !== pending) return
      peer.send(frame)
      metrics.delivered(message.tag)
    }
    const delay = deliveryDelayMs()
    if (delay <= 0) return send()
    const timer = setTimeout(() => {
      timers.delete(timer)
      send()
    }, delay)
    timers.add(timer)
  }

  const track = (peer: Peer): Set<string> => {
    let topics = topicsOf.get(peer)
    if (!topics) {
      topicsOf.set(peer, (topics = new Set()))
      inFlight.set(peer, new Map())
    }
    return topics
  }

  return {
    subscribe(peer, topic) {
      track(peer).add(topic)
      let peers = subscribers.get(topic)
      if (!peers) subscribers.set(topic, (peers = new Set()))
      peers.add(peer)
      // After the reply to the subscribe request has gone out, like the hosted relay.
      queueMicrotask(() => {
        for (const message of mailbox.live(topic)) deliver(peer, message)
      })
      return subscriptionId(topic, peer.clientId)
    },
    unsubscribe(peer, topic) {
      topicsOf.get(peer)?.delete(topic)
      subscribers.get(topic)?.delete(peer)
    },
    publish(publisher, input) {
      const stored = mailbox.put({ ...input, publisherId: publisher.clientId })
      metrics.published(stored.tag)
      for (const peer of subscribers.get(input.topic) ?? []) deliver(peer, stored)
    },
    acknowledge(peer, requestId) {
      if (typeof requestId !== 'number') return
      // sign-client acknowledges on the socket it has now, which may not be the one the delivery went to.
      const pending = pendingOf(peer.clientId).find((sent) => sent.has(requestId))
      const message = pending?.get(requestId)
      if (!pending || !message) return
      pending.delete(requestId)
      receivedBy(peer.clientId).add(message.id)
    },
    fetch(peer, topics) {
      const due = topics.flatMap((topic) => mailbox.live(topic).filter((m) => isDue(peer, m)))
      for (const message of due) {
        receivedBy(peer.clientId).add(message.id)
        metrics.delivered(message.tag)
      }
      return due.map(({ topic, message, publishedAt, tag, attestation }) => ({
        topic,
        message,
        publishedAt,
        tag,
        ...(attestation === undefined ? {} : { attestation }),
      }))
    },
    topicsOf: (peer) => [...(topicsOf.get(peer) ?? [])],
    unacknowledged: () => [...inFlight.values()].reduce((count, pending) => count + pending.size, 0),
    disconnect(peer) {
      for (const topic of topicsOf.get(peer) ?? []) subscribers.get(topic)?.delete(peer)
      topicsOf.delete(peer)
      const unacknowledged = [...(inFlight.get(peer)?.values() ?? [])]
      inFlight.delete(peer)
      for (const message of unacknowledged.filter((m) => mailbox.live(m.topic).includes(m))) {
        for (const other of subscribers.get(message.topic) ?? []) if (other.clientId === peer.clientId) deliver(other, message)
      }
    },
    stop() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
