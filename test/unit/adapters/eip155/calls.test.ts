/** The eip155 `calls` capability: the default gas of a call built elsewhere (SPEC §9), and waiting for its receipt. */
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_CALL_GAS, eip155Calls, RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from '../../../../adapters/eip155/calls'
import { mainnet } from '../../../../kernel/networks'

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

describe('eip155 contract calls', () => {
  it('SPEC §9: a call its builder did not price costs 150000 gas; receipts are waited for 60 s, asked every 300 ms unless said otherwise', () => {
    expect(eip155Calls().defaultGas).toBe(150_000n)
    expect(DEFAULT_CALL_GAS).toBe(150_000n)
    expect([RECEIPT_TIMEOUT_MS, RECEIPT_POLL_MS]).toEqual([60_000, 300])
  })

  it('waits until the receipt is there: true when it succeeded, false when it reverted', async () => {
    const mined = node(null, null, { status: '0x1' })
    await expect(eip155Calls(mined.fetch).waitForReceipt({ network: mainnet, hash: HASH, pollMs: 1 })).resolves.toBe(true)
    expect(mined.asked).toEqual(Array(3).fill(expect.objectContaining({ method: 'eth_getTransactionReceipt', params: [HASH] })))
    await expect(eip155Calls(node({ status: '0x0' }).fetch).waitForReceipt({ network: mainnet, hash: HASH })).resolves.toBe(false)
  })

  it('gives up after the timeout it is given, and refuses a network without an RPC URL (SPEC §8)', async () => {
    await expect(eip155Calls(node(null).fetch).waitForReceipt({ network: mainnet, hash: HASH, timeoutMs: 5, pollMs: 1 })).rejects.toMatchObject({
      code: 'TRANSACTION_NOT_MINED',
      message: `Transaction ${HASH} was not mined within 0.005 s`,
    })
    const noRpc = { ...mainnet, rpcUrls: { default: { http: [] } } }
    await expect(eip155Calls(node(null).fetch).waitForReceipt({ network: noRpc, hash: HASH })).rejects.toMatchObject({ message: 'No RPC url provided for chainId' })
  })
})
