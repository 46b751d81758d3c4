/**
 * Garbage a relay could push down a socket (fault injection): frames that are not JSON, JSON-RPC frames of
 * the wrong shape, a subscription message for a topic the client never subscribed to, and an oversized one on
 * a topic it did. None is a delivery: the client must ignore each and keep its session.
 */
import { randomBytes } from 'node:crypto'
import { requestFrame } from './wire'

export type MalformedFrameKind = 'invalid-json' | 'wrong-shape' | 'unknown-topic' | 'oversized'
export const MALFORMED_FRAME_KINDS: readonly MalformedFrameKind[] = ['invalid-json', 'wrong-shape', 'unknown-topic', 'oversized']

/** Far above any WalletConnect payload (a few kB), and above what the WalletConnect SDK's 1000 KiB log buffer takes. */
export const OVERSIZED_FRAME_BYTES = 1024 * 1024

/** Request ids no delivery uses, so the client's acknowledgement of a garbage frame acknowledges nothing. */
let nextGarbageId = 9_000_000_000

const subscription = (topic: string, message: unknown, extra: Record<string, unknown> = {}): string =>
  requestFrame(nextGarbageId++, 'irn_subscription', { id: randomBytes(32).toString('hex'), data: { topic, message, publishedAt: Date.now(), tag: 1108, ...extra } })

/** The frames of one kind; `topics` are the ones the receiving socket subscribed to (the oversized frame picks one). */
export function malformedFrames(kind: MalformedFrameKind, topics: readonly string[]): string[] {
  switch (kind) {
    case 'invalid-json':
      return ['{"jsonrpc":"2.0","id":1,"method":"irn_subscription","params":{"id":', 'relay says hello', '\u0000\u00ff\u{1f4a5}']
    case 'wrong-shape':
      return [
        'null',
        '[]',
        '42',
        '"irn_subscription"',
        requestFrame(nextGarbageId++, 'irn_subscription', { id: 'no-data' }),
        requestFrame(nextGarbageId++, 'irn_subscription', null),
        subscription(topics[0] ?? 'f'.repeat(64), null, { topic: 42 }),
        JSON.stringify({ jsonrpc: '2.0', id: nextGarbageId++, result: true }), // a reply to a request never sent
        JSON.stringify({ jsonrpc: '1.0', method: 'irn_subscription', params: {} }),
      ]
    case 'unknown-topic':
      return [subscription(randomBytes(32).toString('hex'), randomBytes(96).toString('base64'))]
    case 'oversized':
      return [subscription(topics[0] ?? randomBytes(32).toString('hex'), 'A'.repeat(OVERSIZED_FRAME_BYTES))]
  }
}
