import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../../../kernel/errors'
import { RPC_RETRIES, RPC_RETRY_DELAY_MS, jsonRpc } from '../../../kernel/json-rpc'

const URL = 'http://127.0.0.1:8545'
const reply = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })

function fetchOf(...responses: Array<() => Response>) {
  let call = 0
  return vi.fn(async (_url: string, _init: RequestInit) => (responses[Math.min(call++, responses.length - 1)] as () => Response)())
}

describe('kernel JSON-RPC client (SPEC §9 RPC)', () => {
  it('posts a JSON-RPC 2.0 call and resolves to its result', async () => {
    const fetch = fetchOf(() => reply({ jsonrpc: '2.0', id: 1, result: '0x1' }))
    await expect(jsonRpc(URL, 'eth_chainId', [], { fetch: fetch as unknown as typeof globalThis.fetch })).resolves.toBe('0x1')
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(URL)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
  })

  it('SPEC §9: HTTP failures are retried (3 retries), then fail with RPC_HTTP_FAILED', async () => {
    const fetch = fetchOf(() => reply('busy', 503))
    const error = await jsonRpc(URL, 'eth_blockNumber', [], { fetch: fetch as unknown as typeof globalThis.fetch, retryDelayMs: 0 }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'RPC_HTTP_FAILED')).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(RPC_RETRIES + 1)
    expect(RPC_RETRIES).toBe(3)
  })

  it('SPEC §9: a retry waits 150 ms after a failure, no less', async () => {
    vi.useFakeTimers()
    try {
      const fetch = fetchOf(() => reply('busy', 503), () => reply({ jsonrpc: '2.0', id: 1, result: 7 }))
      const result = jsonRpc(URL, 'getSlot', [], { fetch: fetch as unknown as typeof globalThis.fetch })
      await vi.advanceTimersByTimeAsync(149)
      expect(fetch).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(fetch).toHaveBeenCalledTimes(2)
      await expect(result).resolves.toBe(7)
      expect(RPC_RETRY_DELAY_MS).toBe(150)
    } finally {
      vi.useRealTimers()
    }
  })

  it('SPEC §9: a retry that succeeds gives the result', async () => {
    const fetch = fetchOf(() => reply('busy', 503), () => reply({ jsonrpc: '2.0', id: 1, result: 7 }))
    await expect(jsonRpc(URL, 'getSlot', [], { fetch: fetch as unknown as typeof globalThis.fetch, retryDelayMs: 0 })).resolves.toBe(7)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("a node's error answer is RPC_NODE_ERROR with its code in details, and is not retried", async () => {
    const fetch = fetchOf(() => reply({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid params' } }))
    const error = await jsonRpc(URL, 'getBalance', ['x'], { fetch: fetch as unknown as typeof globalThis.fetch, retryDelayMs: 0 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'RPC_NODE_ERROR', message: 'invalid params', details: { code: -32602, method: 'getBalance' } })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('a body that is not a JSON-RPC response is RPC_INVALID_RESPONSE (after the retries)', async () => {
    const fetch = fetchOf(() => reply('<html>'), () => reply({ jsonrpc: '2.0', id: 1 }))
    const error = await jsonRpc(URL, 'eth_call', [], { fetch: fetch as unknown as typeof globalThis.fetch, retries: 1, retryDelayMs: 0 }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'RPC_INVALID_RESPONSE')).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
