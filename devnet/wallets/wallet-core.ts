/**
 * The test wallet's brain, the same in Node (browser tests) and in the page
 * (the demo): a local dev key signs, a devnet RPC answers everything else.
 * It never touches a page or Node API directly: approval, persistence and
 * event delivery are passed in, so each host plugs its own.
 */
import * as z from 'zod/mini'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createWalletClient, defineChain, hexToBigInt, http, isHex, numberToHex, type Hex } from 'viem'
import { invalidParams, unauthorized, unrecognizedChain, unsupportedMethod, userRejected, WalletRpcError } from './rpc-errors'

export interface WalletChain {
  id: number
  rpcUrl: string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** What survives a reload: the site's authorisation, the chain, chains added by the site. */
export interface WalletPersistedState {
  authorized: boolean
  chainId: number
  addedChains: WalletChain[]
}

export type WalletEventName = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
export type ApprovalDecision = 'approve' | 'reject'

export interface WalletCoreOptions {
  privateKey: Hex
  /**
   * The key's address when it is known (a dev account): the key is then derived at the first signature instead
   * of at creation, which takes tens of milliseconds of the page's main thread on every load.
   */
  address?: Hex
  chains: WalletChain[]
  /** Initial chain; the first of `chains` when absent. */
  chainId?: number
  /** Asked before every request a real wallet would prompt for. Resolving late models a slow user. */
  approve: (request: { method: string; params: unknown }) => Promise<ApprovalDecision> | ApprovalDecision
  emit: (event: WalletEventName, data: unknown) => void
  storage?: { load(): WalletPersistedState | undefined; save(state: WalletPersistedState): void }
  /** Answers wallet_revokePermissions (EIP-2255). Many wallets do not (4200): a site's disconnect then stays on the site. Default true. */
  revokePermissions?: boolean
}

export interface WalletCore {
  readonly address: Hex
  request(args: { method: string; params?: unknown }): Promise<unknown>
  state(): WalletPersistedState
  /** What the user does inside the wallet, outside any request. */
  userSwitchChain(chainId: number): void
  userRevoke(): void
}

const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const switchParamsSchema = z.tuple([z.object({ chainId: hexSchema })])
const addChainParamsSchema = z.tuple([
  z.object({
    chainId: hexSchema,
    chainName: z.optional(z.string()),
    rpcUrls: z.array(z.string()).check(z.minLength(1)),
    nativeCurrency: z.optional(z.object({ name: z.string(), symbol: z.string(), decimals: z.number() })),
  }),
])
const personalSignSchema = z.tuple([z.string(), addressSchema])
const typedDataSchema = z.tuple([addressSchema, z.union([z.string(), z.record(z.string(), z.unknown())])])
const transactionSchema = z.tuple([
  z.object({
    from: z.optional(addressSchema),
    to: z.optional(addressSchema),
    value: z.optional(hexSchema),
    data: z.optional(hexSchema),
    gas: z.optional(hexSchema),
    gasPrice: z.optional(hexSchema),
    maxFeePerGas: z.optional(hexSchema),
    maxPriorityFeePerGas: z.optional(hexSchema),
    nonce: z.optional(hexSchema),
  }),
])

function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(method)
  return parsed.data
}

/** The test wallet talks to local chains only: no request may leave 127.0.0.1. */
function isLoopbackUrl(url: string): boolean {
  try {
    const { hostname, protocol } = new URL(url)
    return (protocol === 'http:' || protocol === 'https:') && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  } catch {
    return false
  }
}

async function forward(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw new WalletRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}

const optionalBigInt = (value: string | undefined) => (value === undefined ? undefined : hexToBigInt(value as Hex))

export function createWalletCore(options: WalletCoreOptions): WalletCore {
  let signer: PrivateKeyAccount | undefined
  /** The signing account, derived on first use; a given address that is not the key's is a set-up error. */
  function account(): PrivateKeyAccount {
    signer ??= privateKeyToAccount(options.privateKey)
    if (options.address !== undefined && signer.address.toLowerCase() !== options.address.toLowerCase()) {
      throw new Error(`The test wallet's address ${options.address} is not its private key's (${signer.address})`)
    }
    return signer
  }
  const ownAddress = options.address ?? account().address
  const firstChain = options.chains[0]
  if (!firstChain) throw new Error('The test wallet needs at least one chain')
  let state: WalletPersistedState = options.storage?.load() ?? { authorized: false, chainId: options.chainId ?? firstChain.id, addedChains: [] }

  const chains = () => [...options.chains, ...state.addedChains]
  const findChain = (id: number) => chains().find((chain) => chain.id === id)
  const currentChain = (): WalletChain => findChain(state.chainId) ?? firstChain

  function update(change: Partial<WalletPersistedState>): void {
    state = { ...state, ...change }
    options.storage?.save(state)
  }

  async function approveOrThrow(method: string, params: unknown): Promise<void> {
    if ((await options.approve({ method, params })) !== 'approve') throw userRejected()
  }

  function requireAuthorized(address?: string): void {
    if (!state.authorized) throw unauthorized()
    if (address !== undefined && address.toLowerCase() !== ownAddress.toLowerCase()) throw unauthorized()
  }

  function switchTo(chainId: number): void {
    if (chainId === state.chainId) return
    update({ chainId })
    options.emit('chainChanged', numberToHex(chainId))
  }

  async function sendTransaction(params: unknown): Promise<Hex> {
    const [tx] = parseParams(transactionSchema, params, 'eth_sendTransaction')
    requireAuthorized(tx.from)
    await approveOrThrow('eth_sendTransaction', params)
    const chain = currentChain()
    const client = createWalletClient({
      account: account(),
      chain: defineChain({
        id: chain.id,
        name: chain.name ?? `Chain ${chain.id}`,
        nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    const common = {
      to: tx.to as Hex | undefined,
      value: optionalBigInt(tx.value),
      data: tx.data as Hex | undefined,
      gas: optionalBigInt(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce as Hex)),
    }
    // Legacy and EIP-1559 fee fields are exclusive in viem's types: pass one family.
    return tx.gasPrice !== undefined
      ? client.sendTransaction({ ...common, gasPrice: hexToBigInt(tx.gasPrice as Hex) })
      : client.sendTransaction({ ...common, maxFeePerGas: optionalBigInt(tx.maxFeePerGas), maxPriorityFeePerGas: optionalBigInt(tx.maxPriorityFeePerGas) })
  }

  const handlers: Record<string, (params: unknown) => Promise<unknown> | unknown> = {
    async eth_requestAccounts(params) {
      if (!state.authorized) {
        await approveOrThrow('eth_requestAccounts', params)
        update({ authorized: true })
        options.emit('accountsChanged', [ownAddress])
      }
      return [ownAddress]
    },
    eth_accounts: () => (state.authorized ? [ownAddress] : []),
    eth_chainId: () => numberToHex(state.chainId),
    net_version: () => String(state.chainId),
    wallet_revokePermissions() {
      if (state.authorized) {
        update({ authorized: false })
        options.emit('accountsChanged', [])
      }
      return null
    },
    async wallet_switchEthereumChain(params) {
      const [{ chainId }] = parseParams(switchParamsSchema, params, 'wallet_switchEthereumChain')
      const id = Number(hexToBigInt(chainId as Hex))
      if (!findChain(id)) throw unrecognizedChain(chainId)
      if (id !== state.chainId) await approveOrThrow('wallet_switchEthereumChain', params)
      switchTo(id)
      return null
    },
    async wallet_addEthereumChain(params) {
      const [chain] = parseParams(addChainParamsSchema, params, 'wallet_addEthereumChain')
      const rpcUrl = chain.rpcUrls.find(isLoopbackUrl)
      if (!rpcUrl) throw invalidParams('the test wallet only adds chains with a 127.0.0.1 or localhost RPC')
      const id = Number(hexToBigInt(chain.chainId as Hex))
      if (findChain(id)) return null
      await approveOrThrow('wallet_addEthereumChain', params)
      update({ addedChains: [...state.addedChains, { id, rpcUrl, ...(chain.chainName ? { name: chain.chainName } : {}), ...(chain.nativeCurrency ? { nativeCurrency: chain.nativeCurrency } : {}) }] })
      return null
    },
    async personal_sign(params) {
      const [message, address] = parseParams(personalSignSchema, params, 'personal_sign')
      requireAuthorized(address)
      await approveOrThrow('personal_sign', params)
      return account().signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    async eth_signTypedData_v4(params) {
      const [address, payload] = parseParams(typedDataSchema, params, 'eth_signTypedData_v4')
      requireAuthorized(address)
      await approveOrThrow('eth_signTypedData_v4', params)
      const typedData = (typeof payload === 'string' ? JSON.parse(payload) : payload) as {
        domain?: Record<string, unknown>
        types: Record<string, Array<{ name: string; type: string }>>
        primaryType: string
        message: Record<string, unknown>
      }
      // viem derives EIP712Domain from `domain`; passing it in `types` too is an error.
      const { EIP712Domain: _domainType, ...types } = typedData.types
      return account().signTypedData({ domain: typedData.domain ?? {}, types, primaryType: typedData.primaryType, message: typedData.message } as Parameters<PrivateKeyAccount['signTypedData']>[0])
    },
    eth_sendTransaction: sendTransaction,
  }
  const refused = new Set(['eth_sign', 'eth_signTransaction', 'wallet_sendCalls'])

  return {
    address: ownAddress,
    async request({ method, params }) {
      const handler = options.revokePermissions === false && method === 'wallet_revokePermissions' ? undefined : handlers[method]
      if (handler) return handler(params)
      if (refused.has(method) || method.startsWith('wallet_')) throw unsupportedMethod(method)
      return forward(currentChain().rpcUrl, method, params)
    },
    state: () => state,
    userSwitchChain(chainId) {
      if (!findChain(chainId)) throw new Error(`The test wallet does not know chain ${chainId}`)
      switchTo(chainId)
    },
    userRevoke() {
      void handlers.wallet_revokePermissions?.(undefined)
    },
  }
}
