import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../../../kernel/errors'
import { CLIENT_CACHE_MS } from '../../../kernel/constants'
import { RPC_BATCH_SIZE, RPC_RETRIES, RPC_RETRY_DELAY_MS, jsonRpc, jsonRpcBatch, jsonRpcRead } from '../../../kernel/json-rpc'
import { heldNfts } from '../../../kernel/ui/account/nfts'
import { mainnet } from 'portico/networks'

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

  describe('SPEC §9 batch 1000', () => {
    /** A node that answers each call of a batch with its id times ten, in reverse order, and fails the method 'bad'. */
    function batchNode() {
      return vi.fn(async (_url: string, init: RequestInit) => {
        const calls = JSON.parse(String(init.body)) as Array<{ id: number; method: string }>
        return reply(calls.map(({ id, method }) => (method === 'bad' ? { jsonrpc: '2.0', id, error: { code: -32000, message: 'execution reverted' } } : { jsonrpc: '2.0', id, result: id * 10 })).reverse())
      })
    }

    it('sends up to 1000 calls a batch, splitting a longer list, and gives each outcome in the order given', async () => {
      expect(RPC_BATCH_SIZE).toBe(1_000)
      const fetch = batchNode()
      const calls = Array.from({ length: 2_500 }, (_, index) => ({ method: index === 1_234 ? 'bad' : 'eth_call', params: [index] }))
      const outcomes = await jsonRpcBatch(URL, calls, { fetch: fetch as unknown as typeof globalThis.fetch })
      expect(fetch.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as unknown[]).length)).toEqual([1_000, 1_000, 500])
      const [first] = JSON.parse(String(fetch.mock.calls[1]?.[1].body)) as unknown[]
      expect(first).toEqual({ jsonrpc: '2.0', id: 0, method: 'eth_call', params: [1_000] })
      expect(outcomes).toHaveLength(2_500)
      expect(outcomes[0]).toEqual({ result: 0 })
      expect(outcomes[999]).toEqual({ result: 9_990 })
      expect(outcomes[1_000]).toEqual({ result: 0 })
      expect(outcomes[1_234]).toMatchObject({ error: { code: 'RPC_NODE_ERROR', message: 'execution reverted', details: { code: -32000, method: 'bad' } } })
      expect(outcomes[2_499]).toEqual({ result: 4_990 })
    })

    it('a call the answer leaves out is RPC_INVALID_RESPONSE; an answer that is no batch fails it whole after the retries', async () => {
      const partial = vi.fn(async () => reply([{ jsonrpc: '2.0', id: 1, result: '0x1' }]))
      const outcomes = await jsonRpcBatch(URL, [{ method: 'eth_chainId' }, { method: 'eth_chainId' }], { fetch: partial as unknown as typeof globalThis.fetch })
      expect(outcomes[0]).toMatchObject({ error: { code: 'RPC_INVALID_RESPONSE' } })
      expect(outcomes[1]).toEqual({ result: '0x1' })
      const single = vi.fn(async () => reply({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batches are not supported' } }))
      const error = await jsonRpcBatch(URL, [{ method: 'eth_chainId' }], { fetch: single as unknown as typeof globalThis.fetch, retries: 1, retryDelayMs: 0 }).catch((e: unknown) => e)
      expect(isPorticoError(error, 'RPC_INVALID_RESPONSE')).toBe(true)
      expect(single).toHaveBeenCalledTimes(2)
      await expect(jsonRpcBatch(URL, [], { fetch: single as unknown as typeof globalThis.fetch })).resolves.toEqual([])
    })

    it("the NFTs tab asks every candidate's ownerOf in one batch and keeps the tokens the account still owns; a batch the node never answers rejects", async () => {
      const owner = '0x' + 'ab'.repeat(20)
      const other = '0x' + 'cd'.repeat(20)
      const nft = (contract: string, tokenId: string) => ({ transfers: [{ direction: 'in', nft_info: { contract_address: contract, token_id: tokenId, name: `NFT ${tokenId}`, flags: { is_spam: false } } }], metadata: { chain: 'eip155:1' } })
      const transactions = ['1', '2', '3'].map((tokenId) => nft('0x' + '11'.repeat(20), tokenId))
      const services = { blockchain: { getTransactions: vi.fn(async () => ({ data: transactions, next: undefined })) } }
      const word = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`
      const fetch = vi.fn(async (_url: string, init: RequestInit) => {
        const calls = JSON.parse(String(init.body)) as Array<{ id: number }>
        return reply(calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: word(id === 1 ? other : owner) })))
      })
      vi.stubGlobal('fetch', fetch)
      try {
        const network = { ...mainnet, rpcUrls: { default: { http: [URL] } } }
        const held = await heldNfts({ services } as never, owner, network)
        expect(held.map(({ tokenId }) => tokenId)).toEqual(['1', '3'])
        expect(fetch).toHaveBeenCalledTimes(1)
        expect((JSON.parse(String(fetch.mock.calls[0]?.[1].body)) as unknown[]).length).toBe(3)

        // A node that never answers (5xx on every attempt): the tab is told, not given an empty list.
        fetch.mockImplementation(async () => reply({ message: 'unavailable' }, 503))
        await expect(heldNfts({ services } as never, owner, network)).rejects.toMatchObject({ code: 'RPC_HTTP_FAILED' })
        expect(fetch).toHaveBeenCalledTimes(1 + 1 + RPC_RETRIES)
      } finally {
        vi.unstubAllGlobals()
      }
    })
  })

  describe('SPEC §9 client cache 1 s', () => {
    it('identical reads share one request in flight and its answer for 1 s; then the node is asked again', async () => {
      expect(CLIENT_CACHE_MS).toBe(1_000)
      vi.useFakeTimers()
      try {
        let answer = 0
        const fetch = vi.fn(async () => reply({ jsonrpc: '2.0', id: 1, result: `0x${(++answer).toString(16)}` }))
        const options = { fetch: fetch as unknown as typeof globalThis.fetch }
        const together = await Promise.all([jsonRpcRead(URL, 'eth_chainId', [], options), jsonRpcRead(URL, 'eth_chainId', [], options), jsonRpcRead(URL, 'eth_chainId', [], options)])
        expect(together).toEqual(['0x1', '0x1', '0x1'])
        expect(fetch).toHaveBeenCalledTimes(1)
        await vi.advanceTimersByTimeAsync(CLIENT_CACHE_MS - 1)
        await expect(jsonRpcRead(URL, 'eth_chainId', [], options)).resolves.toBe('0x1')
        expect(fetch).toHaveBeenCalledTimes(1)
        // Other params, or another node, are other reads.
        await expect(jsonRpcRead(URL, 'eth_call', [{ to: '0x1' }, 'latest'], options)).resolves.toBe('0x2')
        await expect(jsonRpcRead(`${URL}/other`, 'eth_chainId', [], options)).resolves.toBe('0x3')
        await vi.advanceTimersByTimeAsync(1)
        await expect(jsonRpcRead(URL, 'eth_chainId', [], options)).resolves.toBe('0x4')
        expect(fetch).toHaveBeenCalledTimes(4)
      } finally {
        vi.useRealTimers()
      }
    })

    it('balances, receipts and writes always ask the node; a failed read is not kept; plain jsonRpc never shares', async () => {
      let answer = 0
      const fetch = vi.fn(async () => reply({ jsonrpc: '2.0', id: 1, result: ++answer }))
      const options = { fetch: fetch as unknown as typeof globalThis.fetch }
      for (const method of ['eth_getBalance', 'getBalance', 'eth_getTransactionReceipt', 'eth_sendRawTransaction', 'sendTransaction']) {
        await Promise.all([jsonRpcRead(URL, method, ['x'], options), jsonRpcRead(URL, method, ['x'], options)])
      }
      expect(fetch).toHaveBeenCalledTimes(10)
      const failing = fetchOf(() => reply({ jsonrpc: '2.0', id: 1, error: { code: -1, message: 'down' } }), () => reply({ jsonrpc: '2.0', id: 1, result: '0x1' }))
      const failingOptions = { fetch: failing as unknown as typeof globalThis.fetch }
      await expect(jsonRpcRead(URL, 'eth_chainId', [], failingOptions)).rejects.toMatchObject({ message: 'down' })
      await expect(jsonRpcRead(URL, 'eth_chainId', [], failingOptions)).resolves.toBe('0x1')
      const plain = vi.fn(async () => reply({ jsonrpc: '2.0', id: 1, result: '0x1' }))
      await Promise.all([jsonRpc(URL, 'eth_chainId', [], { fetch: plain as unknown as typeof globalThis.fetch }), jsonRpc(URL, 'eth_chainId', [], { fetch: plain as unknown as typeof globalThis.fetch })])
      expect(plain).toHaveBeenCalledTimes(2)
    })
  })
})
