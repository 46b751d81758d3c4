/**
 * Services.blockchainWith: the blockchain routes for a caller that must know a call failed (the route
 * still resolves to its SPEC §8 fallback and reports to the kernel) or must bypass the HTTP cache (§7).
 */
import { describe, expect, it, vi } from 'vitest'
import { json, servicesWith } from './helpers'

describe('services.blockchainWith', () => {
  it('tells the caller of a failure, still reports it to the kernel and resolves to the fallback', async () => {
    const { services, errors } = servicesWith(() => new Response('nope', { status: 404 }))
    const onError = vi.fn()
    expect(await services.blockchainWith({ onError }).getTransactions({ account: '0xabc' })).toEqual({ data: [] })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(errors).toEqual([onError.mock.calls[0]?.[0]])
  })

  it('a successful call tells nobody; the cache mode reaches fetch only when asked for', async () => {
    const { services, requests, errors } = servicesWith(() => json({ data: [], next: null }))
    const onError = vi.fn()
    await services.blockchainWith({ onError, cache: 'no-cache' }).getTransactions({ account: '0xabc', onramp: 'coinbase' })
    await services.blockchainWith({ onError }).getTransactions({ account: '0xabc' })
    await services.blockchain.getTransactions({ account: '0xabc' })
    expect(requests.map((request) => request.init?.cache)).toEqual(['no-cache', undefined, undefined])
    expect(onError).not.toHaveBeenCalled()
    expect(errors).toEqual([])
  })
})
