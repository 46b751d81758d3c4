/**
 * Long-poll support: a request waits for a keyed event or a timeout. Used for
 * device approval and Farcaster confirmation, which happen on another page.
 */
export class Waiters<T> {
  readonly #waiting = new Map<string, Set<(value: T) => void>>()

  /** Resolves with the event's value, or undefined after `timeoutMs`. */
  wait(key: string, timeoutMs: number): Promise<T | undefined> {
    return new Promise((resolve) => {
      const set = this.#waiting.get(key) ?? new Set()
      this.#waiting.set(key, set)
      const done = (value: T | undefined) => {
        clearTimeout(timer)
        set.delete(done)
        if (set.size === 0) this.#waiting.delete(key)
        resolve(value)
      }
      const timer = setTimeout(() => done(undefined), timeoutMs)
      set.add(done)
    })
  }

  notify(key: string, value: T): void {
    for (const done of [...(this.#waiting.get(key) ?? [])]) done(value)
  }

  /** Release every waiter (server shutdown). */
  releaseAll(): void {
    for (const set of this.#waiting.values()) for (const done of [...set]) (done as (value: T | undefined) => void)(undefined)
  }
}
