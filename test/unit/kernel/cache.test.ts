import { describe, expect, it } from 'vitest'
import { BALANCE_CACHE_MS, CLIENT_CACHE_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS, createTtlCache } from '../../../kernel/cache'

describe('kernel/cache', () => {
  it('SPEC §9: cache durations', () => {
    expect(BALANCE_CACHE_MS).toBe(30_000)
    expect(PORTFOLIO_CACHE_MS).toBe(30_000)
    expect(IDENTITY_CACHE_MS).toBe(300_000)
    expect(CLIENT_CACHE_MS).toBe(1_000)
  })

  it('SPEC §9: entries expire after their time to live', () => {
    let now = 0
    const cache = createTtlCache<string, number>(1_000, () => now)
    cache.set('a', 1)
    now = 999
    expect(cache.get('a')).toBe(1)
    now = 1_000
    expect(cache.get('a')).toBeUndefined()
    cache.set('b', 2, 5)
    cache.delete('b')
    expect(cache.get('b')).toBeUndefined()
  })
})
