/**
 * The provider's chain RPC service (SPEC §7: a network without an RPC URL of
 * the app's reads through it): `POST /v1?chainId=<CAIP-2 id>&projectId=...`
 * forwards a JSON-RPC request or batch to that devnet chain's node: an anvil
 * for `eip155:N`, the litesvm RPC for the devnet's `solana:…` id, as the
 * hosted service serves both namespaces. An unknown chain id (Bitcoin, which
 * has no devnet node, among them) answers SPEC §8's 'No RPC url provided for
 * chainId'. Node-control methods (anvil_*, evm_*, hardhat_*) stay private to
 * the devnet, as a hosted RPC would not offer them.
 */
import type { ServerResponse } from 'node:http'
import type { DevChain } from '../chain/devchain'
import { json, type Route } from '../server-utils'

const PRIVATE_METHOD = /^(anvil|evm|hardhat)_/

const rpcError = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message } })
const idOf = (request: unknown) => (typeof request === 'object' && request !== null && 'id' in request ? request.id : null)
const methodOf = (request: unknown) => (typeof request === 'object' && request !== null && 'method' in request ? request.method : undefined)

/** A chain the service forwards to: its CAIP-2 id and its node's JSON-RPC URL. */
export type RpcTarget = Pick<DevChain, 'caipNetworkId' | 'rpcUrl'>

export function rpcProxyRoutes(chains: RpcTarget[]): Route[] {
  async function forward(res: ServerResponse, chain: RpcTarget, body: unknown): Promise<void> {
    const requests = Array.isArray(body) ? body : [body]
    const refused = requests.find((request) => typeof methodOf(request) !== 'string' || PRIVATE_METHOD.test(methodOf(request) as string))
    if (refused !== undefined) {
      const method = methodOf(refused)
      return typeof method === 'string'
        ? json(res, 200, rpcError(idOf(refused), -32601, `Method ${method} is not available on the RPC service`))
        : json(res, 400, rpcError(idOf(refused), -32600, 'Invalid JSON-RPC request: a method is required'))
    }
    const upstream = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(await upstream.text())
  }

  return [
    {
      method: 'POST',
      path: '/v1',
      handler: ({ res, url, body }) => {
        const chainId = url.searchParams.get('chainId')
        const chain = chains.find((candidate) => candidate.caipNetworkId === chainId)
        if (!chain) return json(res, 400, rpcError(idOf(body), -32602, 'No RPC url provided for chainId'))
        if (body === undefined || (Array.isArray(body) && body.length === 0)) return json(res, 400, rpcError(null, -32700, 'Parse error: the body must be a JSON-RPC request or batch'))
        return forward(res, chain, body)
      },
    },
  ]
}
