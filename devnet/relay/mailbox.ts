/**
 * Per-topic store of published messages, kept until their TTL runs out so a peer that subscribes
 * late (the wallet pairing after the dapp proposed, the dapp subscribing to the session topic after
 * the settle request was sent) still receives them — the hosted relay behaves the same way.
 */

/** Longest TTL the relay honours, like the hosted relay's cap (30 days, in seconds). */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

export interface StoredMessage {
  /** Relay-local id, used to dedupe deliveries per subscriber. */
  readonly id: number
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly attestation?: string
  readonly publishedAt: number
  readonly expiresAt: number
  /** Client id of the publisher: the relay never echoes a message back to its sender. */
  readonly publisherId: string
}

export interface NewMessage {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string
  publisherId: string
}

export interface Mailbox {
  put(input: NewMessage): StoredMessage
  /** Live (unexpired) messages of a topic, oldest first. */
  live(topic: string): readonly StoredMessage[]
  /** Drops expired messages from every topic. */
  sweep(): void
}

export function createMailbox(now: () => number = Date.now): Mailbox {
  const byTopic = new Map<string, StoredMessage[]>()
  let nextId = 1

  const pruneTopic = (topic: string): StoredMessage[] => {
    const current = now()
    const kept = (byTopic.get(topic) ?? []).filter((m) => m.expiresAt > current)
    if (kept.length === 0) byTopic.delete(topic)
    else byTopic.set(topic, kept)
    return kept
  }

  return {
    put(input) {
      const publishedAt = now()
      const ttl = Math.min(Math.max(input.ttlSeconds, 1), MAX_TTL_SECONDS)
      const stored: StoredMessage = {
        id: nextId++,
        topic: input.topic,
        message: input.message,
        tag: input.tag,
        ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
        publishedAt,
        expiresAt: publishedAt + ttl * 1000,
        publisherId: input.publisherId,
      }
      byTopic.set(input.topic, [...pruneTopic(input.topic), stored])
      return stored
    },
    live: pruneTopic,
    sweep() {
      for (const topic of [...byTopic.keys()]) pruneTopic(topic)
    },
  }
}
