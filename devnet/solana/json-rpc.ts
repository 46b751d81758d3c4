/**
 * JSON-RPC 2.0 over the method table: single requests and batches (answered
 * in order, one after another, so a batch can send then query), -32700 for a
 * body that is not JSON, -32600 for a malformed request, -32601 for an
 * unknown method, and the method's own RpcError otherwise.
 */
import type { RpcMethod } from './methods'
import { RPC_ERROR, RpcError } from './rpc-errors'

type RpcId = string | number | null

interface RpcReply {
  jsonrpc: '2.0'
  id: RpcId
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const failure = (id: RpcId, code: number, message: string, data?: unknown): RpcReply => ({
  jsonrpc: '2.0',
  error: data === undefined ? { code, message } : { code, message, data },
  id,
})

const isId = (value: unknown): value is RpcId => value === null || typeof value === 'string' || typeof value === 'number'

async function answer(request: unknown, methods: ReadonlyMap<string, RpcMethod>): Promise<RpcReply> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return failure(null, RPC_ERROR.invalidRequest, 'Invalid request')
  const { jsonrpc, method, params, id = null } = request as { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown }
  const replyId = isId(id) ? id : null
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !isId(id)) return failure(replyId, RPC_ERROR.invalidRequest, 'Invalid request')
  const run = methods.get(method)
  if (!run) return failure(replyId, RPC_ERROR.methodNotFound, 'Method not found')
  try {
    return { jsonrpc: '2.0', result: await run(params), id: replyId }
  } catch (error) {
    if (error instanceof RpcError) return failure(replyId, error.code, error.message, error.data)
    return failure(replyId, RPC_ERROR.internal, `Internal error: ${(error as Error).message}`)
  }
}

/** `body` is the parsed request body, undefined when it was empty or not JSON. */
export async function handleJsonRpc(body: unknown, methods: ReadonlyMap<string, RpcMethod>): Promise<RpcReply | RpcReply[]> {
  if (body === undefined) return failure(null, RPC_ERROR.parse, 'Parse error')
  if (!Array.isArray(body)) return answer(body, methods)
  if (body.length === 0) return failure(null, RPC_ERROR.invalidRequest, 'Invalid request')
  const replies: RpcReply[] = []
  for (const request of body) replies.push(await answer(request, methods))
  return replies
}
