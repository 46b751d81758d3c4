/**
 * SPEC §9 heartbeat: every interval the bridge pings the frame; a ping that
 * is not answered within the interval is a missed beat. Reports the count of
 * consecutive misses and the recovery, and decides nothing else: the owner
 * of the bridge chooses what an unresponsive frame means.
 */
export interface HeartbeatOptions {
  intervalMs: number
  /** Sends one ping; resolves when answered, rejects when not answered in time. */
  ping(): Promise<unknown>
  onMissed(consecutiveMisses: number): void
  onRestored(): void
}

export function startHeartbeat({ intervalMs, ping, onMissed, onRestored }: HeartbeatOptions): () => void {
  let misses = 0
  let stopped = false
  const beat = () => {
    ping().then(
      () => {
        if (stopped || misses === 0) return
        misses = 0
        onRestored()
      },
      () => {
        if (stopped) return
        misses += 1
        onMissed(misses)
      },
    )
  }
  const timer = setInterval(beat, intervalMs)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
