import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { devnetChain } from '../../devnet/chain/deploy'
import { devnetPerFile, type LoopbackGuard } from './setup'
import { RPC_BATCH_SIZE, jsonRpc, jsonRpcBatch } from '../../kernel/json-rpc'

let devnet: Devnet
let guard: LoopbackGuard

devnetPerFile((started) => ({ devnet, guard } = started))

const proxyUrl = (chainId: string, projectId = 'portico-test') => `${devnet.urls.api}/v1?chainId=${encodeURIComponent(chainId)}&projectId=${projectId}`

async function rpc(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { code: number; message: string } } }
}

describe('devnet chain RPC service (POST /v1?chainId&projectId, SPEC §7)', () => {
  it('answers eth_chainId and reads for both chains, single and batched', async () => {
    expect((await rpc(proxyUrl('eip155:1'), { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })).body.result).toBe('0x1')
    expect((await rpc(proxyUrl('eip155:8453'), { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })).body.result).toBe('0x2105')

    const url = proxyUrl('eip155:8453')
    const client = createPublicClient({ chain: devnetChain(8453, url), transport: http(url, { batch: true }) })
    const alice = devnet.accounts[0]?.address ?? '0x'
    const [chainId, balance, blockNumber] = await Promise.all([client.getChainId(), client.getBalance({ address: alice }), client.getBlockNumber()])
    expect(chainId).toBe(8453)
    const direct = createPublicClient({ transport: http(devnet.urls.rpc[8453]) })
    expect(balance).toBe(await direct.getBalance({ address: alice }))
    expect(blockNumber).toBe(await direct.getBlockNumber())
  })

  it("forwards the devnet's Solana chain id to its litesvm RPC (the hosted service serves solana: too); Bitcoin has no node here", async () => {
    const solanaId = devnet.solana.caipNetworkId
    const call = (url: string, method: string, params: unknown[] = []) => rpc(url, { jsonrpc: '2.0', id: 1, method, params })
    expect((await call(proxyUrl(solanaId), 'getGenesisHash')).body.result).toBe(devnet.solana.genesisHash)
    const owner = devnet.solana.accounts[0]?.address ?? ''
    const viaService = await call(proxyUrl(solanaId), 'getBalance', [owner])
    const direct = await call(devnet.urls.solanaRpc, 'getBalance', [owner])
    expect((viaService.body.result as { value: number }).value).toBeGreaterThan(0)
    expect((viaService.body.result as { value: number }).value).toBe((direct.body.result as { value: number }).value)
    const bitcoin = await call(proxyUrl('bip122:000000000019d6689c085ae165831e93'), 'getblockcount')
    expect(bitcoin).toMatchObject({ status: 400, body: { error: { message: 'No RPC url provided for chainId' } } })
  })

  it("refuses an unknown chain with 'No RPC url provided for chainId', node-control methods, and requests without a project id", async () => {
    const unknown = await rpc(proxyUrl('eip155:5'), { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ id: 7, error: { message: 'No RPC url provided for chainId' } })
    const control = await rpc(proxyUrl('eip155:1'), { jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [devnet.accounts[0]?.address, '0x0'] })
    expect(control.body.error?.code).toBe(-32601)
    const noMethod = await rpc(proxyUrl('eip155:1'), { jsonrpc: '2.0', id: 1 })
    expect(noMethod.status).toBe(400)
    const bareFetch = await fetch(`${devnet.urls.api}/v1?chainId=eip155:1`, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) })
    expect(bareFetch.status).toBe(401)
    expect(await bareFetch.text()).toContain('Unauthorized: invalid key')
  })

  it("SPEC §9 batch 1000: Portico's JSON-RPC batches go through the service in posts of at most 1000 calls, each answer the node's own", async () => {
    const url = proxyUrl('eip155:8453')
    const posts: number[] = []
    const counting: typeof fetch = async (input, init) => {
      posts.push((JSON.parse(String(init?.body)) as unknown[]).length)
      return fetch(input, init)
    }
    const accounts = devnet.accounts.map(({ address }) => address)
    const calls = Array.from({ length: 2 * RPC_BATCH_SIZE + 5 }, (_, index) => ({ method: 'eth_getBalance', params: [accounts[index % accounts.length], 'latest'] }))
    calls[7] = { method: 'eth_getBalance', params: ['not-an-address', 'latest'] }
    const outcomes = await jsonRpcBatch(url, calls, { fetch: counting })
    expect(posts).toEqual([RPC_BATCH_SIZE, RPC_BATCH_SIZE, 5])
    expect(outcomes).toHaveLength(calls.length)
    for (const index of [0, 1, RPC_BATCH_SIZE, calls.length - 1]) {
      const address = calls[index]?.params[0] as string
      expect(outcomes[index], `call ${index}`).toEqual({ result: await jsonRpc(devnet.urls.rpc[8453] ?? '', 'eth_getBalance', [address, 'latest']) })
    }
    // The node's refusal of one call is that call's outcome; the others are answered.
    expect(outcomes[7]).toMatchObject({ error: { code: 'RPC_NODE_ERROR' } })
    expect(outcomes[8]).toHaveProperty('result')
  })

  it('is covered by fault injection', async () => {
    devnet.faults.add({ pattern: '/v1', method: 'POST', mode: '500', count: 1 })
    expect((await rpc(proxyUrl('eip155:1'), { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })).status).toBe(500)
    expect((await rpc(proxyUrl('eip155:1'), { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })).body.result).toBe('0x1')
    expect(guard.outside).toEqual([])
  })
})
