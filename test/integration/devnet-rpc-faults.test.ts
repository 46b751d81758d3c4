/**
 * The chain RPC fault proxy in front of each anvil (devnet/chain/rpc-faults.ts) against real anvil: pass-through
 * with no fault, then each JSON-RPC fault mode by method (batch members too), set from the Node API and over
 * POST /__devnet/faults; a 'cut' write reaches the chain once though its answer is lost; 'stale' answers from
 * an older block.
 */
import { createWalletClient, http, parseEther, publicActions, type Hex } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { devnetChain } from '../../devnet/chain/deploy'
import { FAULTS_PATH } from '../../devnet/faults'
import { devnetPerFile, type LoopbackGuard } from './setup'

let devnet: Devnet
let guard: LoopbackGuard

devnetPerFile((started) => ({ devnet, guard } = started))
beforeEach(() => devnet.faults.clear())

const proxy = () => devnet.urls.rpc[1] as string
const node = () => devnet.chains[1]?.nodeUrl as string

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}
const request = (method: string, params: unknown[] = [], id: unknown = 1) => ({ jsonrpc: '2.0', id, method, params })
async function result(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  return ((await (await post(url, request(method, params))).json()) as { result?: unknown }).result
}

describe('devnet chain RPC fault proxy (real anvil)', () => {
  it('passes requests and batches through unchanged while no fault names an rpcMethod, path faults included', async () => {
    devnet.faults.add({ pattern: '/', mode: '500' })
    expect(await result(proxy(), 'eth_chainId')).toBe('0x1')
    expect(devnet.faults.list()).toHaveLength(1)
    const alice = devnet.accounts[0]?.address
    const batch = (await (await post(proxy(), [request('eth_blockNumber', [], 'a'), request('eth_getBalance', [alice, 'latest'], 'b')])).json()) as { id: string; result: string }[]
    expect(batch.map((answer) => answer.id)).toEqual(['a', 'b'])
    expect(batch[1]?.result).toBe(await result(node(), 'eth_getBalance', [alice, 'latest']))
    expect(devnet.chains[1]?.rpcUrl).toBe(proxy())
  })

  it('500, malformed, stall, drop and rpc-error by method: only that method, for `count` requests, and in a batch', async () => {
    devnet.faults.add(
      { rpcMethod: 'eth_getBalance', mode: '500', count: 1 },
      { rpcMethod: 'eth_gasPrice', mode: 'malformed' },
      { rpcMethod: 'eth_getCode', mode: 'rpc-error', rpcError: { code: -32005, message: 'limit exceeded' } },
      { rpcMethod: 'eth_getTransactionCount', mode: 'drop' },
      { rpcMethod: 'eth_feeHistory', mode: 'stall' },
    )
    const alice = devnet.accounts[0]?.address
    expect(await result(proxy(), 'eth_chainId')).toBe('0x1')
    expect((await post(proxy(), request('eth_getBalance', [alice, 'latest']))).status).toBe(500)
    expect(await result(proxy(), 'eth_getBalance', [alice, 'latest'])).toMatch(/^0x/)
    await expect((await post(proxy(), request('eth_gasPrice'))).json()).rejects.toThrow()
    const batch = (await (await post(proxy(), [request('eth_chainId', [], 1), request('eth_getCode', [alice, 'latest'], 2)])).json()) as unknown[]
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'limit exceeded' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32005, message: 'limit exceeded' } },
    ])
    await expect(post(proxy(), request('eth_getTransactionCount', [alice, 'latest']))).rejects.toThrow('fetch failed')
    const stalled = await Promise.race([post(proxy(), request('eth_feeHistory', ['0x1', 'latest', []])).then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('stalled'), 300))])
    expect(stalled).toBe('stalled')
    expect(devnet.faults.list().map((fault) => fault.rpcMethod)).toEqual([])
  })

  it("'cut': the transaction reaches the chain once, its answer is cut mid-body; sending it again is refused by the node", async () => {
    const sender = createWalletClient({ account: privateKeyToAccount(devnet.accounts[3]?.privateKey as Hex), chain: devnetChain(1, proxy()), transport: http(proxy(), { retryCount: 0 }) }).extend(publicActions)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const nonce = await sender.getTransactionCount({ address: sender.account.address })
    const signed = await sender.signTransaction(await sender.prepareTransactionRequest({ to: receiver, value: parseEther('0.25') }))
    devnet.faults.add({ rpcMethod: 'eth_sendRawTransaction', mode: 'cut' })
    const cut = await post(proxy(), request('eth_sendRawTransaction', [signed]))
    expect(cut.status).toBe(200)
    await expect(cut.text()).rejects.toThrow()
    // Anvil answers eth_sendRawTransaction once the transaction is in its pool; its automine then mines it a moment
    // later (on a busy host the read below came first and saw 0): the claim is that it lands, polled for.
    await expect.poll(async () => BigInt((await result(node(), 'eth_getBalance', [receiver, 'latest'])) as string)).toBe(parseEther('0.25'))
    expect(Number(await result(node(), 'eth_getTransactionCount', [sender.account.address, 'latest']))).toBe(nonce + 1)
    const again = (await (await post(proxy(), request('eth_sendRawTransaction', [signed]))).json()) as { error?: { message: string } }
    expect(again.error?.message).toMatch(/nonce/i)
    expect(BigInt((await result(node(), 'eth_getBalance', [receiver, 'latest'])) as string)).toBe(parseEther('0.25'))
  })

  it("'stale': eth_blockNumber, reads at 'latest' and receipts answer from `lag` blocks back; over POST /__devnet/faults", async () => {
    const sender = createWalletClient({ account: privateKeyToAccount(devnet.accounts[4]?.privateKey as Hex), chain: devnetChain(1, node()), transport: http(node()) }).extend(publicActions)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await sender.sendTransaction({ to: receiver, value: 7n })
    await sender.waitForTransactionReceipt({ hash })
    const head = Number(await result(node(), 'eth_blockNumber'))
    const control = await post(`${proxy().replace(/\/eip155:1$/, '')}${FAULTS_PATH}`, { rpcMethod: '*', pattern: '/eip155:1', mode: 'stale', lag: 1, count: 4 })
    expect(control.status).toBe(200)
    expect(Number(await result(proxy(), 'eth_blockNumber'))).toBe(head - 1)
    expect(await result(proxy(), 'eth_getBalance', [receiver, 'latest'])).toBe('0x0')
    expect(await result(proxy(), 'eth_getTransactionReceipt', [hash])).toBeNull()
    expect(Number(((await result(proxy(), 'eth_getBlockByNumber', ['latest', false])) as { number: string }).number)).toBe(head - 1)
    // The fault is spent: the head again.
    expect(Number(await result(proxy(), 'eth_blockNumber'))).toBe(head)
    expect(await result(proxy(), 'eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' })
    // A fault on another chain's path leaves this one alone.
    devnet.faults.add({ rpcMethod: '*', pattern: '/eip155:8453', mode: '500' })
    expect(await result(proxy(), 'eth_chainId')).toBe('0x1')
    expect((await post(devnet.urls.rpc[8453] as string, request('eth_chainId'))).status).toBe(500)
  })

  it("JSON-RPC faults apply on the Solana RPC too; 'stale' only on the anvil proxies (elsewhere it waits, unspent)", async () => {
    devnet.faults.add({ rpcMethod: 'getSlot', mode: 'stale' }, { rpcMethod: 'getBalance', mode: 'rpc-error' })
    expect(await result(devnet.urls.solanaRpc, 'getSlot')).toBeTypeOf('number')
    const owner = devnet.solana.accounts[0]?.address
    expect(((await (await post(devnet.urls.solanaRpc, request('getBalance', [owner]))).json()) as { error?: unknown }).error).toEqual({ code: -32603, message: 'Internal error (devnet fault)' })
    expect(devnet.faults.list()).toEqual([{ rpcMethod: 'getSlot', mode: 'stale', count: 1 }])
  })

  it('refuses a fault that selects nothing; no request left 127.0.0.1', async () => {
    const refused = await post(`${devnet.urls.api}${FAULTS_PATH}`, { mode: '500' })
    expect(refused.status).toBe(400)
    expect(guard.outside).toEqual([])
  })
})
