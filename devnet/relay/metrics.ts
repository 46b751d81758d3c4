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
}

export interface MetricsRecorder {
  connectionOpened(): void
  connectionClosed(): void
  request(method: string): void
  published(count?: number): void
  delivered(count?: number): void
  snapshot(): RelayMetrics
}

export function createMetrics(): MetricsRecorder {
  const state: RelayMetrics = { connections: 0, connectionsTotal: 0, messagesByMethod: {}, published: 0, delivered: 0 }
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
    published(count = 1) {
      state.published += count
    },
    delivered(count = 1) {
      state.delivered += count
    },
    snapshot: () => ({ ...state, messagesByMethod: { ...state.messagesByMethod } }),
  }
}
