/**
 * The devnet's ERC-4337 bundler: one HTTP JSON-RPC server on 127.0.0.1,
 * `POST /rpc/{chainId}` per devnet chain (single or batch requests), with the
 * devnet's fault injection. Methods: eth_chainId, eth_supportedEntryPoints,
 * eth_estimateUserOperationGas, eth_sendUserOperation,
 * eth_getUserOperationReceipt, eth_getUserOperationByHash.
 */
import type { CompiledContract } from '../chain/contracts'
import { chainClients } from '../chain/deploy'
import type { FaultStore } from '../faults'
import { json, serve, type RunningServer } from '../server-utils'
import { createChainBundler, type BundlerChain, type RpcMethod } from './chain-bundler'
import { bundlerOperator, fundOperator } from './operators'
import { BundlerRpcError, RpcCode } from './rpc-errors'

export interface BundlerOptions {
  port?: number
  chains: BundlerChain[]
  /** EntryPointSimulations, compiled: the eth_call code override of the simulations. */
  simulations: CompiledContract
  faults: FaultStore
}

export interface RunningBundler extends RunningServer {
  /** The bundler's JSON-RPC URL of a chain. */
  urlFor(chainId: number): string
}

interface JsonRpcRequest {
  jsonrpc: '2.0'
  id?: unknown
  method: string
  params?: unknown[]
}

const isRequest = (value: unknown): value is JsonRpcRequest => {
  const request = value as Partial<JsonRpcRequest> | null
  return typeof request === 'object' && request !== null && request.jsonrpc === '2.0' && typeof request.method === 'string' && (request.params === undefined || Array.isArray(request.params))
}

const rpcError = (id: unknown, code: number, message: string, data?: unknown) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data !== undefined && { data }) } })

async function answer(methods: Record<string, RpcMethod>, request: unknown) {
  if (!isRequest(request)) return rpcError(null, RpcCode.InvalidRequest, 'Invalid JSON-RPC request')
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!method) return rpcError(request.id, RpcCode.MethodNotFound, `Method ${request.method} is not supported by the devnet bundler`)
  try {
    return { jsonrpc: '2.0', id: request.id ?? null, result: await method(request.params ?? []) }
  } catch (error) {
    if (error instanceof BundlerRpcError) return rpcError(request.id, error.code, error.message, error.data)
    return rpcError(request.id, RpcCode.Internal, error instanceof Error ? error.message : String(error))
  }
}

export async function startBundler(options: BundlerOptions): Promise<RunningBundler> {
  await Promise.all(options.chains.map((chain) => fundOperator(chainClients(chain.chainId, chain.rpcUrl).publicClient, bundlerOperator.address)))
  const bundlers = new Map(options.chains.map((chain) => [String(chain.chainId), createChainBundler(chain, options.simulations)]))
  const server = await serve({
    name: 'bundler',
    port: options.port,
    middleware: [options.faults.middleware],
    routes: [
      {
        method: 'POST',
        path: '/rpc/:chainId',
        handler: async ({ res, params, body }) => {
          const methods = bundlers.get(params.chainId ?? '')
          if (!methods) return json(res, 404, rpcError(null, RpcCode.InvalidRequest, `No bundler for chain ${params.chainId}; chains: ${[...bundlers.keys()].join(', ')}`))
          if (body === undefined) return json(res, 400, rpcError(null, -32700, 'Parse error: the body must be a JSON-RPC request or batch'))
          if (!Array.isArray(body)) return json(res, 200, await answer(methods, body))
          if (body.length === 0) return json(res, 400, rpcError(null, RpcCode.InvalidRequest, 'Empty batch'))
          // In order: a batch of sends bundles them one after another anyway.
          const answers = []
          for (const request of body) answers.push(await answer(methods, request))
          json(res, 200, answers)
        },
      },
    ],
  })
  return { ...server, urlFor: (chainId) => `${server.url}/rpc/${chainId}` }
}
