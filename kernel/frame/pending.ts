/**
 * Requests posted to the frame and not yet answered, keyed by id. Each entry
 * settles exactly once: by its reply, its timeout, its AbortSignal, or the
 * bridge's teardown; settling always clears the timer and the abort listener.
 */
import type { RequestName } from './constants'

export interface PendingEntry {
  name: RequestName
  resolve(value: unknown): void
  reject(error: Error): void
}

interface Slot extends PendingEntry {
  cleanup(): void
}

export class PendingRequests {
  readonly #slots = new Map<string, Slot>()

  add(id: string, entry: PendingEntry, cleanup: () => void): void {
    this.#slots.set(id, { ...entry, cleanup })
  }

  /** The request's name when `id` is pending, without settling it. */
  nameOf(id: string): RequestName | undefined {
    return this.#slots.get(id)?.name
  }

  resolve(id: string, value: unknown): boolean {
    const slot = this.#take(id)
    slot?.resolve(value)
    return slot !== undefined
  }

  reject(id: string, error: Error): boolean {
    const slot = this.#take(id)
    slot?.reject(error)
    return slot !== undefined
  }

  rejectAll(error: () => Error): void {
    for (const id of [...this.#slots.keys()]) this.reject(id, error())
  }

  #take(id: string): Slot | undefined {
    const slot = this.#slots.get(id)
    if (!slot) return undefined
    this.#slots.delete(id)
    slot.cleanup()
    return slot
  }
}
