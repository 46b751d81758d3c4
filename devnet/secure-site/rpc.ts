/**
 * Runs the wallet RPC methods the frame forwards (SPEC §7 "RPC request").
 * The app already asked the user to approve unsafe methods (SPEC §6); the
 * secure site executes what reaches it: it signs with the user's key and
 * sends through the devnet chain's RPC, and proxies read-only calls.
 */
import { createWalletClient, defineChain, http, isHex, toHex, type Hex, type TypedDataDefinition } from 'viem'
import { SAFE_RPC_METHODS } from '../../kernel/frame/constants'
import type { RpcRequest } from '../../kernel/frame/messages'
import type { Session, User } from './accounts'
import { base58Decode, base58Encode } from './base58'
import { HttpError } from './http-util'

export type RpcUrls = ReadonlyMap<number, string>

const SAFE = new Set<string>(SAFE_RPC_METHODS)

function evmChainId(chainId: number | string): number {
  const id = typeof chainId === 'number' ? chainId : Number(chainId.replace(/^eip155:/, ''))
  if (!Number.isSafeInteger(id)) throw new HttpError(400, 'Chain is not supported')
  return id
}

function rpcUrlOf(urls: RpcUrls, chainId: number): string {
  const url = urls.get(chainId)
  if (!url) throw new HttpError(400, 'No RPC url provided for chainId')
  return url
}

export async function jsonRpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new HttpError(502, body.error.message ?? 'RPC error')
  return body.result
}

const paramsArray = (request: RpcRequest): unknown[] => (Array.isArray(request.params) ? request.params : [])

interface TransactionParams {
  to?: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
}

async function sendTransaction(user: User, url: string, chainId: number, tx: TransactionParams): Promise<Hex> {
  const chain = defineChain({
    id: chainId,
    name: `devnet-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const client = createWalletClient({ account: user.keys.evm, chain, transport: http(url) })
  return client.sendTransaction({
    to: tx.to,
    value: tx.value ? BigInt(tx.value) : undefined,
    data: tx.data,
    gas: tx.gas ? BigInt(tx.gas) : undefined,
  })
}

export async function executeRpc(user: User, session: Session, urls: RpcUrls, request: RpcRequest): Promise<unknown> {
  const params = paramsArray(request)
  const account = user.keys.evm
  switch (request.method) {
    case 'eth_accounts':
      return [account.address]
    case 'eth_chainId':
      return toHex(evmChainId(request.chainId ?? session.chainId))
    case 'personal_sign': {
      const message = params[0]
      if (typeof message !== 'string') throw new HttpError(400, 'personal_sign needs a message')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const raw = params[1]
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & { types: Record<string, unknown> }
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ ...typed, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const chainId = evmChainId(request.chainId ?? session.chainId)
      return sendTransaction(user, rpcUrlOf(urls, chainId), chainId, (params[0] ?? {}) as TransactionParams)
    }
    case 'solana_signMessage': {
      const { message } = (request.params ?? {}) as { message?: string }
      if (typeof message !== 'string') throw new HttpError(400, 'solana_signMessage needs a message')
      return { signature: base58Encode(user.keys.solana.sign(base58Decode(message))) }
    }
    default: {
      if (!SAFE.has(request.method)) throw new HttpError(400, `${request.method} is not supported by the devnet secure site`)
      const chainId = evmChainId(request.chainId ?? session.chainId)
      return jsonRpc(rpcUrlOf(urls, chainId), request.method, request.params)
    }
  }
}
