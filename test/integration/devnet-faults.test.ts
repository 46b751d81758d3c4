import { beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createHttpClient } from '../../kernel/http'
import type { Devnet } from 'portico-devnet'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'

let devnet: Devnet
let guard: LoopbackGuard
const chainsSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })
const chainsUrl = () => `${devnet.urls.api}/v1/supported-chains?projectId=portico-test`

devnetPerFile((started) => ({ devnet, guard } = started))
beforeEach(() => devnet.faults.clear())

describe('devnet faults through the kernel http policy', () => {
  it('SPEC §9: a 429 with Retry-After is retried after the given seconds', async () => {
    devnet.faults.add({ pattern: '/v1/supported-chains', mode: '429', retryAfter: 1, count: 1 })
    const started = Date.now()
    const result = await createHttpClient()({ url: chainsUrl(), schema: chainsSchema })
    expect(result.http).toContain('eip155:1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('SPEC §9: 500s are retried with backoff (1 s, then 2 s)', async () => {
    devnet.faults.add({ pattern: '/v1/supported-chains', mode: '500', count: 2 })
    const started = Date.now()
    await expect(createHttpClient()({ url: chainsUrl(), schema: chainsSchema })).resolves.toMatchObject({ ws: [] })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2950)
  })

  it('SPEC §9: latency delays but does not fail', async () => {
    devnet.faults.add({ pattern: '/getAnalyticsConfig', mode: 'latency', ms: 300 })
    const { services } = servicesFor(devnet)
    const started = Date.now()
    expect(await services.registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it("SPEC §8: a stalled request is cancelled by the caller with 'Request was aborted'; a timed-out one is retried", async () => {
    devnet.faults.add({ pattern: '/v1/supported-chains', mode: 'stall', count: 2 })
    const { services } = servicesFor(devnet)
    await expect(services.blockchain.getSupportedChains({ signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    const shortTimeout = createHttpClient({ policy: { timeoutMs: 200, baseDelayMs: 10 } })
    await expect(shortTimeout({ url: chainsUrl(), schema: chainsSchema })).resolves.toMatchObject({ ws: [] })
  })

  it('SPEC §8: a malformed response gives the fallback and reports the error', async () => {
    devnet.faults.add({ pattern: '/balance', mode: 'malformed' })
    const { services, errors } = servicesFor(devnet)
    const alice = devnet.accounts[0]?.address as string
    expect(await services.blockchain.getBalance({ address: alice, network: { caipNetworkId: 'eip155:1' } })).toEqual({ balances: [] })
    expect(errors).toHaveLength(1)
    expect((await services.blockchain.getBalance({ address: alice, network: { caipNetworkId: 'eip155:1' } })).balances.length).toBeGreaterThan(0)
  })

  it('SPEC §9: a dropped connection (no answer at all) is retried like a 503: three drops are retried through, a fourth is the failure', async () => {
    devnet.faults.add({ pattern: '/v1/supported-chains', mode: 'drop', count: 1 })
    await expect(fetch(chainsUrl())).rejects.toThrow('fetch failed')
    // A short backoff: the retry count is what is under test here.
    const quick = createHttpClient({ policy: { baseDelayMs: 10 } })
    devnet.faults.add({ pattern: '/v1/supported-chains', mode: 'drop', count: 3 })
    await expect(quick({ url: chainsUrl(), schema: chainsSchema })).resolves.toMatchObject({ ws: [] })
    devnet.faults.add({ pattern: '/v1/supported-chains', mode: 'drop', count: 5 })
    await expect(quick({ url: chainsUrl(), schema: chainsSchema })).rejects.toMatchObject({ code: 'HTTP_UNREACHABLE', cause: { message: 'fetch failed' } })
    expect(devnet.faults.list()).toEqual([{ pattern: '/v1/supported-chains', mode: 'drop', count: 1 }])
  })

  it('devnet: faults are set, listed and cleared over HTTP on any service', async () => {
    const control = `${devnet.urls.registry}/__devnet/faults`
    const added = await fetch(control, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pattern: '/getWallets', mode: '500', count: 3 }) })
    expect(await added.json()).toEqual({ faults: [{ pattern: '/getWallets', mode: '500', count: 3 }] })
    expect((await fetch(`${devnet.urls.registry}/getWallets?projectId=p`)).status).toBe(500)
    expect(devnet.faults.list()).toEqual([{ pattern: '/getWallets', mode: '500', count: 2 }])
    expect(await (await fetch(control, { method: 'DELETE' })).json()).toEqual({ faults: [] })
    expect((await fetch(`${devnet.urls.registry}/getWallets?projectId=p`)).status).toBe(200)
    expect((await fetch(control, { method: 'POST', body: '{"mode":"boom"}' })).status).toBe(400)
  })

  it('devnet: no request of this file left 127.0.0.1', () => {
    expect(guard.outside).toEqual([])
  })
})
