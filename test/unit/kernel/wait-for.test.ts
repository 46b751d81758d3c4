import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitUntilFound } from '../../../kernel/wait-for'

/** A list that announces its changes, as a wallet registry does. */
function announcer<T>() {
  const items: T[] = []
  const listeners = new Set<() => void>()
  return {
    add(item: T) {
      items.push(item)
      listeners.forEach((listener) => listener())
    },
    items,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    listeners,
  }
}

describe('waitUntilFound', () => {
  afterEach(() => vi.useRealTimers())

  it('answers at once when already there; else at the announcement that brings it, and stops listening', async () => {
    const list = announcer<string>()
    list.add('a')
    await expect(waitUntilFound(() => list.items.find((item) => item === 'a'), list.subscribe, 100)).resolves.toBe('a')
    const waiting = waitUntilFound(() => list.items.find((item) => item === 'b'), list.subscribe, 1_000)
    list.add('c') // not it: keeps waiting
    expect(list.listeners.size).toBe(1)
    list.add('b')
    await expect(waiting).resolves.toBe('b')
    expect(list.listeners.size).toBe(0)
  })

  it('gives up with undefined after the timeout, and stops listening', async () => {
    vi.useFakeTimers()
    const list = announcer<string>()
    const waiting = waitUntilFound(() => list.items.find((item) => item === 'x'), list.subscribe, 500)
    await vi.advanceTimersByTimeAsync(500)
    await expect(waiting).resolves.toBeUndefined()
    expect(list.listeners.size).toBe(0)
  })
})
