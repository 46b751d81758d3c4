/**
 * Why the bridge dropped an incoming message. Tests (and a debug panel) read
 * the counts; dropping is otherwise silent and has no other side effect.
 */
export type RejectReason = 'origin' | 'source' | 'schema' | 'unknown-id'

export interface BridgeDebug {
  /** Messages ignored, by reason. */
  readonly rejected: Record<RejectReason, number>
  /** Messages posted to the frame (requests and heartbeats). */
  posted: number
  /** Posted messages by request name (GET_CHAIN_ID, RELOAD, ...). */
  readonly sent: Partial<Record<string, number>>
}

export function createBridgeDebug(): BridgeDebug {
  return { rejected: { origin: 0, source: 0, schema: 0, 'unknown-id': 0 }, posted: 0, sent: {} }
}
