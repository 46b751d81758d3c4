/** Counters the devnet tests read to check what the relay saw and did. */
export interface RelayMetrics {
  /** Sockets open right now. */
  connections: number
  /** Sockets accepted since start. */
  connectionsTotal: number
  /** Client-to-relay JSON-RPC requests, by method name. */
  messagesByMethod: Record<string, number>
  /** Messages stored for delivery (a batch or `wc_approveSession` counts each message). */
  published: number
  /** Messages handed to a subscriber (`irn_subscription` frames plus `irn_batchFetchMessages` results). */
  delivered: number
  /** `published` by the message's tag (1108 a session request, 1109 its answer): what a test counts per request. */
  publishedByTag: Record<number, number>
  /** `delivered` by the message's tag. */
  deliveredByTag: Record<number, number>
  /** Garbage frames the relay pushed on request (fault injection); never counted as delivered. */
  malformedFrames: number
  /**
   * Deliveries on their way to an open socket or not acknowledged by it yet: 0 once every client has what was
   * published for it. A test cutting sockets waits for 0, or the cut lands mid-delivery (the message comes again).
   */
  unacknowledged: number
}

/** What the recorder counts; the relay adds what its broker holds. */
export type RecordedMetrics = Omit<RelayMetrics, 'unacknowledged'>

export interface MetricsRecorder {
  connectionOpened(): void
  connectionClosed(): void
  request(method: string): void
  published(tag: number): void
  delivered(tag: number): void
  malformedSent(count: number): void
  snapshot(): RecordedMetrics
}

export function createMetrics(): MetricsRecorder {
  const state: RecordedMetrics = { connections: 0, connectionsTotal: 0, messagesByMethod: {}, published: 0, delivered: 0, publishedByTag: {}, deliveredByTag: {}, malformedFrames: 0 }
  const bump = (counts: Record<number, number>, tag: number) => (counts[tag] = (counts[tag] ?? 0) + 1)
  return {
    connectionOpened() {
      state.connections++
      state.connectionsTotal++
    },
    connectionClosed() {
      state.connections--
    },
    request(method) {
      state.messagesByMethod[method] = (state.messagesByMethod[method] ?? 0) + 1
    },
    published(tag) {
      state.published++
      bump(state.publishedByTag, tag)
    },
    delivered(tag) {
      state.delivered++
      bump(state.deliveredByTag, tag)
    },
    malformedSent(count) {
      state.malformedFrames += count
    },
    snapshot: () => ({
      ...state,
      messagesByMethod: { ...state.messagesByMethod },
      publishedByTag: { ...state.publishedByTag },
      deliveredByTag: { ...state.deliveredByTag },
    }),
  }
}
