/**
 * Runs the wallet RPC methods the frame forwards (SPEC §7 "RPC request").
 * The app already asked the user to approve unsafe methods (SPEC §6); the
 * secure site executes what reaches it: it signs with the user's key and
 * sends through the devnet chain's RPC, and proxies read-only calls.
 */
import { createWalletClient, defineChain, http, isAddress, isHex, toHex, type Hex, type TypedDataDefinition } from 'viem'
import { SAFE_RPC_METHODS } from '../../kernel/frame/constants'
import type { RpcRequest } from '../../kernel/frame/messages'
import type { Session, User } from './accounts'
import { HttpError } from './http-util'
import type { SmartAccounts } from './smart-accounts'
import { executeSolanaRpc } from './solana-rpc'

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

/** EIP-5792 wallet_sendCalls entries (SPEC §5: 'to' starting with 0x, optional 0x data and value). */
interface SendCallsParams {
  calls?: Array<{ to?: unknown; data?: unknown; value?: unknown }>
}

function callsOf(params: unknown): Array<{ to: Hex; value?: bigint; data?: Hex }> {
  const calls = (params as SendCallsParams | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0) throw new HttpError(400, 'wallet_sendCalls needs calls')
  return calls.map((call) => {
    if (typeof call.to !== 'string' || !isHex(call.to)) throw new HttpError(400, "Each call needs a 'to' starting with 0x")
    if (call.data !== undefined && !(typeof call.data === 'string' && isHex(call.data))) throw new HttpError(400, 'Call data must be 0x-prefixed hex')
    if (call.value !== undefined && !(typeof call.value === 'string' && isHex(call.value))) throw new HttpError(400, 'Call value must be 0x-prefixed hex')
    return { to: call.to, data: call.data as Hex | undefined, value: call.value === undefined ? undefined : BigInt(call.value as Hex) }
  })
}

/** The methods a smart account answers itself (SPEC §6 smartAccount): sends become user operations through the bundler. */
async function executeSmartAccountRpc(user: User, chainId: number, smartAccounts: SmartAccounts, request: RpcRequest): Promise<{ result: unknown } | undefined> {
  const params = paramsArray(request)
  switch (request.method) {
    case 'eth_accounts':
      return { result: [(await smartAccounts.init(user, chainId)).address] }
    case 'personal_sign': {
      const message = params[0]
      if (typeof message !== 'string') throw new HttpError(400, 'personal_sign needs a message')
      return { result: await smartAccounts.signMessage(user, isHex(message) ? { raw: message } : message) }
    }
    case 'eth_signTypedData_v4':
      throw new HttpError(400, 'eth_signTypedData_v4 is not supported for smart accounts on the devnet')
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as TransactionParams
      if (!tx.to) throw new HttpError(400, 'A smart account cannot deploy contracts')
      return { result: (await smartAccounts.send(user, chainId, [{ to: tx.to, value: tx.value ? BigInt(tx.value) : undefined, data: tx.data }])).transactionHash }
    }
    case 'wallet_sendCalls':
      return { result: { id: (await smartAccounts.send(user, chainId, callsOf(params[0]))).userOpHash } }
    case 'wallet_getCallsStatus': {
      const id = params[0]
      if (typeof id !== 'string' || !isHex(id)) throw new HttpError(400, 'wallet_getCallsStatus needs a calls id')
      return { result: await smartAccounts.callsStatus(user, chainId, id) }
    }
    default:
      return undefined
  }
}

/**
 * EIP-7811 wallet_getAssets (SPEC §3 "Wallet asset response, keyed by chain hex id"), answered from chain
 * state: each requested devnet chain's native balance of `account`, read from its node at the time of the
 * call. ERC-20 and NFT holdings are not listed (the devnet wallet keeps no token index; the Blockchain API's
 * balance route lists them).
 */
async function getAssets(urls: RpcUrls, request: unknown): Promise<Record<string, unknown>> {
  const { account, chainFilter } = (request ?? {}) as { account?: unknown; chainFilter?: unknown }
  if (typeof account !== 'string' || !isAddress(account)) throw new HttpError(400, 'wallet_getAssets needs an account address')
  const wanted = Array.isArray(chainFilter) ? chainFilter.filter((id): id is Hex => typeof id === 'string' && isHex(id)).map((id) => Number(id)) : [...urls.keys()]
  const chains = wanted.filter((id) => urls.has(id))
  const entries = await Promise.all(
    chains.map(async (id) => {
      const balance = (await jsonRpc(rpcUrlOf(urls, id), 'eth_getBalance', [account, 'latest'])) as Hex
      return [toHex(id), [{ address: 'native', balance, type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }]] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** `solanaRpcUrl`: the devnet Solana RPC that solana_signAndSendTransaction sends to. */
export async function executeRpc(user: User, session: Session, urls: RpcUrls, request: RpcRequest, solanaRpcUrl?: string, smartAccounts?: SmartAccounts): Promise<unknown> {
  if (request.method.startsWith('solana_')) return executeSolanaRpc(user, request, jsonRpc, solanaRpcUrl)
  if (smartAccounts && session.preferred === 'smartAccount') {
    const answered = await executeSmartAccountRpc(user, evmChainId(request.chainId ?? session.chainId), smartAccounts, request)
    if (answered) return answered.result
  }
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
    case 'wallet_sendCalls':
    case 'wallet_getCallsStatus':
      throw new HttpError(400, `${request.method} needs the smart account (SET_PREFERRED_ACCOUNT smartAccount)`)
    // EIP-5792 capabilities: asset discovery (EIP-7811) on every devnet chain.
    case 'wallet_getCapabilities':
      return Object.fromEntries([...urls.keys()].map((id) => [toHex(id), { assetDiscovery: { supported: true } }]))
    case 'wallet_getAssets':
      return getAssets(urls, params[0])
    default: {
      if (!SAFE.has(request.method)) throw new HttpError(400, `${request.method} is not supported by the devnet secure site`)
      const chainId = evmChainId(request.chainId ?? session.chainId)
      return jsonRpc(rpcUrlOf(urls, chainId), request.method, request.params)
    }
  }
}
