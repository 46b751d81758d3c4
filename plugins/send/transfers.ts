/**
 * The `transfers` capability of each namespace's adapter (DESIGN: chains know themselves): asked for once, then
 * read synchronously, as the form checks every keystroke with it. One cache per kernel; views follow it.
 */
import type { Kernel, Namespace, Transfers } from '../../kernel/plugin'

export interface TransfersCache {
  /** The capability once resolved: null where the adapter has none, undefined while it is being asked for. */
  of(namespace: Namespace | undefined): Transfers | null | undefined
  /** Ask the namespace's adapter (once); the subscribers hear when it answers. */
  resolve(namespace: Namespace): Promise<Transfers | null>
  subscribe(listener: () => void): () => void
}

const caches = new WeakMap<Pick<Kernel, 'adapter'>, TransfersCache>()

export function transfersOf(kernel: Pick<Kernel, 'adapter'>): TransfersCache {
  let cache = caches.get(kernel)
  if (cache) return cache
  const resolved = new Map<Namespace, Transfers | null>()
  const asked = new Map<Namespace, Promise<Transfers | null>>()
  const listeners = new Set<() => void>()
  cache = {
    of: (namespace) => (namespace ? resolved.get(namespace) : null),
    resolve(namespace) {
      let answer = asked.get(namespace)
      if (!answer) {
        answer = kernel.adapter(namespace).then(({ transfers }) => {
          resolved.set(namespace, transfers ?? null)
          listeners.forEach((listener) => listener())
          return transfers ?? null
        })
        // A failed load may be asked for again.
        answer.catch(() => asked.delete(namespace))
        asked.set(namespace, answer)
      }
      return answer
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  caches.set(kernel, cache)
  return cache
}
