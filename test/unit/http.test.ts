import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createHttpClient, retryDelay } from '../../kernel/http'

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
const status = (code: number, headers: Record<string, string> = {}, body = 'nope') => new Response(body, { status: code, headers })

/** A fetch that answers from a script and records when each call happened. */
function scriptedFetch(answers: (() => Response)[]) {
  const calls: { url: string; at: number; init?: RequestInit }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), at: Date.now(), init })
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    return next()
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const schema = z.object({ value: z.number() })

describe('kernel/http', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('SPEC §9: retries 500s with 1000·2^n ms backoff, 3 retries', async () => {
    const { fetch, calls } = scriptedFetch([() => status(500), () => status(502), () => status(503), () => ok({ value: 1 })])
    const result = createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })
    await vi.runAllTimersAsync()
    await expect(result).resolves.toEqual({ value: 1 })
    expect(calls.map((call) => call.at)).toEqual([0, 1000, 3000, 7000])
  })

  it('SPEC §9: gives up after 3 retries with the last HTTP error', async () => {
    const { fetch, calls } = scriptedFetch(Array.from({ length: 5 }, () => () => status(504, {}, 'down')))
    const result = createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })
    const settled = expect(result).rejects.toMatchObject({ name: 'PorticoError', code: 'HTTP_FAILED', details: { status: 504, body: 'down', url: 'http://127.0.0.1/x' } })
    await vi.runAllTimersAsync()
    await settled
    expect(calls).toHaveLength(4)
  })

  it('SPEC §9: retries exactly 403, 408, 413, 429, 500, 502, 503, 504', async () => {
    for (const code of [403, 408, 413, 429, 500, 502, 503, 504]) {
      const { fetch, calls } = scriptedFetch([() => status(code), () => ok({ value: code })])
      const result = createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })
      await vi.runAllTimersAsync()
      await expect(result).resolves.toEqual({ value: code })
      expect(calls).toHaveLength(2)
    }
    for (const code of [400, 401, 404, 501]) {
      const { fetch, calls } = scriptedFetch([() => status(code)])
      await expect(createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })).rejects.toMatchObject({ code: 'HTTP_FAILED', details: { status: code } })
      expect(calls).toHaveLength(1)
    }
  })

  it('SPEC §9: honours Retry-After in seconds', async () => {
    const { fetch, calls } = scriptedFetch([() => status(429, { 'retry-after': '5' }), () => ok({ value: 2 })])
    const result = createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })
    await vi.runAllTimersAsync()
    await expect(result).resolves.toEqual({ value: 2 })
    expect(calls[1]?.at).toBe(5000)
  })

  it('SPEC §9: honours Retry-After as an HTTP date, capped at 30 s', async () => {
    expect(retryDelay(0, new Date(12_000).toUTCString(), undefined, 0)).toBe(12_000)
    expect(retryDelay(0, '120')).toBe(30_000)
    expect(retryDelay(5, null)).toBe(30_000)
    const { fetch, calls } = scriptedFetch([() => status(503, { 'retry-after': new Date(8000).toUTCString() }), () => ok({ value: 3 })])
    const result = createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })
    await vi.runAllTimersAsync()
    await expect(result).resolves.toEqual({ value: 3 })
    expect(calls[1]?.at).toBe(8000)
  })

  it('SPEC §9: times out an attempt after 10 s and retries it', async () => {
    let attempts = 0
    const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
      attempts++
      if (attempts > 1) return Promise.resolve(ok({ value: 4 }))
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    }) as unknown as typeof globalThis.fetch
    const result = createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(attempts).toBe(1)
    await vi.runAllTimersAsync()
    await expect(result).resolves.toEqual({ value: 4 })
    expect(attempts).toBe(2)
  })

  it("SPEC §8: a caller's abort rejects with 'Request was aborted', also during backoff", async () => {
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as unknown as typeof globalThis.fetch
    const controller = new AbortController()
    const inFlight = createHttpClient({ fetch: hanging })({ url: 'http://127.0.0.1/x', signal: controller.signal })
    controller.abort()
    await expect(inFlight).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })

    const { fetch, calls } = scriptedFetch([() => status(500), () => ok({ value: 5 })])
    const backoff = new AbortController()
    const waiting = createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', signal: backoff.signal })
    const rejected = expect(waiting).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    await vi.advanceTimersByTimeAsync(500)
    backoff.abort()
    await rejected
    await vi.runAllTimersAsync()
    expect(calls).toHaveLength(1)
  })

  it('SPEC §8: refusals (Unauthorized: …) fail fast even on a retried status', async () => {
    const { fetch, calls } = scriptedFetch([() => status(403, {}, '{"message":"Unauthorized: origin not allowed"}')])
    await expect(createHttpClient({ fetch })({ url: 'http://127.0.0.1/x' })).rejects.toMatchObject({ code: 'HTTP_FAILED', details: { status: 403 } })
    expect(calls).toHaveLength(1)
  })

  it('DESIGN (every boundary validates): a response that fails the schema rejects without retry', async () => {
    const { fetch, calls } = scriptedFetch([() => ok({ value: 'not a number' })])
    await expect(createHttpClient({ fetch })({ url: 'http://127.0.0.1/x', schema })).rejects.toMatchObject({ code: 'HTTP_INVALID_RESPONSE', details: { url: 'http://127.0.0.1/x' } })
    expect(calls).toHaveLength(1)
  })

  it('SPEC §7: sends query parameters and a JSON body', async () => {
    const { fetch, calls } = scriptedFetch([() => ok({ value: 6 })])
    await createHttpClient({ fetch })({ url: 'http://127.0.0.1/v1/x', query: { projectId: 'p', st: 'appkit', skip: undefined }, body: { a: 1 }, schema })
    const url = new URL(calls[0]?.url ?? '')
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p', st: 'appkit' })
    expect(calls[0]?.init?.method).toBe('POST')
    expect(calls[0]?.init?.body).toBe('{"a":1}')
  })
})
