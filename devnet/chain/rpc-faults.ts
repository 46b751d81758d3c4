/**
 * The chain RPC proxy in front of each anvil node: what `urls.rpc` points at, so the demo, the test wallets and
 * any app reach the chain through it. With no fault set it passes every request through unchanged. Faults that
 * name an `rpcMethod` (devnet/faults.ts) apply here per JSON-RPC method, batch members included; mode 'stale'
 * answers as a node `lag` blocks behind the head would: eth_blockNumber and every read at a moving block tag
 * ('latest', 'pending', …) come from that older block, and a receipt or transaction mined after it is not there.
 */
import type { ServerResponse } from 'node:http'
import { staleLagOf, type FaultStore } from '../faults'
import { json, serve, type RunningServer } from '../server-utils'

export interface RpcFaultProxyOptions {
  /** The node's own JSON-RPC URL. */
  target: string
  faults: FaultStore
  port?: number
}

interface RpcRequest {
  jsonrpc?: string
  id?: unknown
  method: string
  params?: unknown[]
}

/** Where a method takes its block tag (absent means 'latest'). */
const BLOCK_TAG_PARAM: Readonly<Record<string, number>> = {
  eth_getBalance: 1,
  eth_getTransactionCount: 1,
  eth_getCode: 1,
  eth_call: 1,
  eth_estimateGas: 1,
  eth_getStorageAt: 2,
  eth_getBlockByNumber: 0,
}
const MOVING_TAGS = new Set(['latest', 'pending', 'safe', 'finalized'])
/** Lookups by hash that a node behind the head cannot answer for what was mined after it. */
const MINED_LOOKUPS = new Set(['eth_getTransactionReceipt', 'eth_getTransactionByHash'])

const toHex = (value: bigint) => `0x${value.toString(16)}`

async function post(target: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, text: await response.text() }
}

async function call(target: string, request: RpcRequest): Promise<{ result?: unknown; error?: unknown }> {
  return JSON.parse((await post(target, { jsonrpc: '2.0', id: request.id ?? 1, method: request.method, params: request.params ?? [] })).text) as { result?: unknown; error?: unknown }
}

/** One request answered as a node `lag` blocks behind would answer it. */
async function staleAnswer(target: string, request: RpcRequest, lag: number): Promise<unknown> {
  const head = BigInt((await call(target, { method: 'eth_blockNumber' })).result as string)
  const stale = head > BigInt(lag) ? head - BigInt(lag) : 0n
  const reply = (answer: { result?: unknown; error?: unknown }) => ({ jsonrpc: '2.0', id: request.id ?? null, ...answer })
  if (request.method === 'eth_blockNumber') return reply({ result: toHex(stale) })
  const tagAt = BLOCK_TAG_PARAM[request.method]
  if (tagAt !== undefined) {
    const params = [...(request.params ?? [])]
    const tag = params[tagAt]
    if (tag === undefined || (typeof tag === 'string' && MOVING_TAGS.has(tag))) params[tagAt] = toHex(stale)
    return reply(await call(target, { ...request, params }))
  }
  const answer = await call(target, request)
  const minedIn = (answer.result as { blockNumber?: string } | null | undefined)?.blockNumber
  if (MINED_LOOKUPS.has(request.method) && minedIn !== undefined && BigInt(minedIn) > stale) return reply({ result: null })
  return reply(answer)
}

function isRpcRequest(request: unknown): request is RpcRequest {
  return typeof request === 'object' && request !== null && typeof (request as { method?: unknown }).method === 'string'
}

async function forward(res: ServerResponse, target: string, body: unknown, lag: number | undefined): Promise<void> {
  if (body === undefined) return json(res, 400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  const requests = Array.isArray(body) ? body : [body]
  if (lag === undefined || !requests.every(isRpcRequest)) {
    const { status, text } = await post(target, body)
    res.writeHead(status, { 'content-type': 'application/json' }).end(text)
    return
  }
  const answers = await Promise.all(requests.map((request) => staleAnswer(target, request, lag)))
  json(res, 200, Array.isArray(body) ? answers : answers[0])
}

export function startRpcFaultProxy({ target, faults, port }: RpcFaultProxyOptions): Promise<RunningServer> {
  return serve({
    name: 'chain-rpc-proxy',
    port,
    routes: [],
    middleware: [
      faults.rpcMiddleware,
      async ({ req, res, body }) => {
        if (req.method !== 'POST') return false
        await forward(res, target, body, staleLagOf(req))
        return true
      },
    ],
  })
}
