/**
 * The eip155 `calls` capability: the default gas of a call built elsewhere (SPEC §9), the gas price (the route's,
 * else the node's own: base fee × 1.2 + priority fee), and waiting for its receipt.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eip155Calls } from '../../../../adapters/eip155/calls'
import * as builtIn from 'portico/networks'
import { resolved } from '../../kernel/helpers'

// As the kernel hands them to the adapter: the built-in networks read through the RPC service (SPEC §7).
const mainnet = resolved(builtIn.mainnet)
const base = resolved(builtIn.base)

const HASH = `0x${'ab'.repeat(32)}`

/** A node that answers eth_getTransactionReceipt with each answer in turn (the last one repeated). */
function node(...answers: unknown[]) {
  const asked: unknown[] = []
  const fetchFn = vi.fn(async (_url: string, init?: RequestInit) => {
    asked.push(JSON.parse(String(init?.body)))
    const result = answers.length > 1 ? answers.shift() : answers[0]
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
  })
  return { fetch: fetchFn as unknown as typeof fetch, asked }
}

/** A node whose receipt appears `minedAfterMs` after the start (fake time), answering `down` meanwhile when given. */
function slowChain(minedAfterMs: number, down?: { fromMs: number; toMs: number }) {
  const start = Date.now()
  const askedAt: number[] = []
  const fetchFn = vi.fn(async () => {
    const elapsed = Date.now() - start
    askedAt.push(elapsed)
    if (down && elapsed >= down.fromMs && elapsed < down.toMs) return new Response('bad gateway', { status: 502 })
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: elapsed >= minedAfterMs ? { status: '0x1' } : null }))
  })
  return { fetch: fetchFn as unknown as typeof fetch, askedAt }
}

afterEach(() => {
  vi.useRealTimers()
})

/** A node answering each method from `answers`. */
function nodeOf(answers: Record<string, unknown>) {
  const fetchFn = vi.fn(async (_url: string, init?: RequestInit) => {
    const { method } = JSON.parse(String(init?.body)) as { method: string }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: answers[method] }))
  })
  return fetchFn as unknown as typeof fetch
}

describe("eip155 contract calls: the node's gas price", () => {
  it('SPEC §9 base fee multiplier 1.2: the latest base fee (10 gwei) × 1.2 plus the suggested priority fee (1 gwei)', async () => {
    const node = nodeOf({ eth_getBlockByNumber: { number: '0x10', baseFeePerGas: '0x2540be400' }, eth_maxPriorityFeePerGas: '0x3b9aca00' })
    await expect(eip155Calls(node).gasPrice({ network: mainnet })).resolves.toBe(13_000_000_000n)
  })

  it('a chain without EIP-1559 base fees: eth_gasPrice', async () => {
    await expect(eip155Calls(nodeOf({ eth_getBlockByNumber: { number: '0x10' }, eth_gasPrice: '0x77359400' })).gasPrice({ network: mainnet })).resolves.toBe(2_000_000_000n)
  })

  it("SPEC §8: a node that answers null for the latest block: 'Block at number \"latest\" could not be found.'", async () => {
    await expect(eip155Calls(nodeOf({ eth_getBlockByNumber: null })).gasPrice({ network: mainnet })).rejects.toMatchObject({
      code: 'BLOCK_NOT_FOUND',
      message: 'Block at number "latest" could not be found.',
    })
  })

  it("the gas-price route's price when it has one, the node's only when the route failed (its zeros)", async () => {
    const route = vi.fn(async () => ({ standard: '7', fast: '8', instant: '9' }))
    const answers = { eth_getBlockByNumber: { baseFeePerGas: '0x64' }, eth_maxPriorityFeePerGas: '0x1' }
    const fetchFn = vi.fn(nodeOf(answers))
    await expect(eip155Calls(fetchFn, undefined, route).gasPrice({ network: mainnet })).resolves.toBe(7n)
    expect(route).toHaveBeenCalledWith('eip155:1')
    expect(fetchFn).not.toHaveBeenCalled()
    route.mockResolvedValueOnce({ standard: '0', fast: '0', instant: '0' })
    // 100 wei × 1.2 + 1.
    await expect(eip155Calls(fetchFn, undefined, route).gasPrice({ network: mainnet })).resolves.toBe(121n)
  })

  it("SPEC §8 RPC: a chain the app did not configure has no JSON-RPC provider, for the gas price and the receipt alike", async () => {
    const calls = eip155Calls(nodeOf({}), [mainnet])
    const notFound = { code: 'RPC_PROVIDER_NOT_FOUND', message: 'JSON-RPC provider for eip155:8453 not found' }
    await expect(calls.gasPrice({ network: base })).rejects.toMatchObject(notFound)
    await expect(calls.waitForReceipt({ network: base, hash: HASH })).rejects.toMatchObject(notFound)
  })
})

describe('eip155 contract calls', () => {
  it('SPEC §9: a call its builder did not price costs 150000 gas', () => {
    expect(eip155Calls().defaultGas).toBe(150_000n)
  })

  it('waits until the receipt is there: true when it succeeded, false when it reverted; a receipt already there needs one ask', async () => {
    const mined = node(null, null, { status: '0x1' })
    await expect(eip155Calls(mined.fetch).waitForReceipt({ network: mainnet, hash: HASH, pollMs: 1 })).resolves.toBe(true)
    expect(mined.asked).toEqual(Array(3).fill(expect.objectContaining({ method: 'eth_getTransactionReceipt', params: [HASH] })))
    const reverted = node({ status: '0x0' })
    await expect(eip155Calls(reverted.fetch).waitForReceipt({ network: mainnet, hash: HASH })).resolves.toBe(false)
    expect(reverted.asked).toHaveLength(1)
  })

  it('SPEC §9 receipt wait 180 s, polled every 4 s: a transaction mined after 170 s is waited for, asked at 0, 4, 8, … 172 s', async () => {
    vi.useFakeTimers()
    const chain = slowChain(170_000)
    const waiting = eip155Calls(chain.fetch).waitForReceipt({ network: mainnet, hash: HASH })
    await vi.advanceTimersByTimeAsync(172_000)
    await expect(waiting).resolves.toBe(true)
    expect(chain.askedAt).toEqual(Array.from({ length: 44 }, (_, n) => n * 4_000))
  })

  it('SPEC §9: not mined after 180 s is given up, with the wait in the message', async () => {
    vi.useFakeTimers()
    const waiting = eip155Calls(slowChain(Infinity).fetch).waitForReceipt({ network: mainnet, hash: HASH })
    const settled = waiting.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(179_000)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await settled).toMatchObject({ code: 'TRANSACTION_NOT_MINED', message: `Transaction ${HASH} was not mined within 180 s` })
  })

  it('a node out of reach for a while is asked again at the next poll; its refusal of the request (-32602) ends the wait', async () => {
    vi.useFakeTimers()
    const outage = slowChain(30_000, { fromMs: 8_000, toMs: 20_000 })
    const waiting = eip155Calls(outage.fetch).waitForReceipt({ network: mainnet, hash: HASH })
    await vi.advanceTimersByTimeAsync(40_000)
    await expect(waiting).resolves.toBe(true)
    vi.useRealTimers()
    const refused = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid hash' } })))
    await expect(eip155Calls(refused as unknown as typeof fetch).waitForReceipt({ network: mainnet, hash: HASH })).rejects.toMatchObject({ code: 'RPC_NODE_ERROR' })
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it('a server error answer (-32603, -32005) is no answer about the transaction: asked again at the next poll until the receipt is there', async () => {
    vi.useFakeTimers()
    const answers = [
      { error: { code: -32603, message: 'internal error' } },
      { error: { code: -32005, message: 'limit exceeded' } },
      { result: { status: '0x1' } },
    ]
    const asked: number[] = []
    const troubled = vi.fn(async () => {
      asked.push(Date.now())
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, ...answers[Math.min(asked.length - 1, answers.length - 1)] }))
    })
    const started = Date.now()
    const waiting = eip155Calls(troubled as unknown as typeof fetch).waitForReceipt({ network: mainnet, hash: HASH })
    await vi.advanceTimersByTimeAsync(8_000)
    await expect(waiting).resolves.toBe(true)
    expect(asked.map((at) => at - started)).toEqual([0, 4_000, 8_000])
  })

  it('gives up after the timeout it is given, and refuses a network without an RPC URL (SPEC §8)', async () => {
    await expect(eip155Calls(node(null).fetch).waitForReceipt({ network: mainnet, hash: HASH, timeoutMs: 5, pollMs: 1 })).rejects.toMatchObject({
      code: 'TRANSACTION_NOT_MINED',
      message: `Transaction ${HASH} was not mined within 0.005 s`,
    })
    const noRpc = { ...mainnet, rpcUrls: { default: { http: [] } } }
    await expect(eip155Calls(node(null).fetch).waitForReceipt({ network: noRpc, hash: HASH })).rejects.toMatchObject({ code: 'RPC_URL_MISSING' })
  })
})
