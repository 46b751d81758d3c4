/**
 * The Bitcoin test wallet's brain, the same in Node (browser tests) and in the
 * page (the demo): it answers the sats-connect methods Xverse answers
 * (getInfo, getAccounts, getAddresses, wallet_getAccount, wallet_changeNetwork,
 * wallet_renouncePermissions, signMessage, signPsbt, sendTransfer) with the
 * test keys of bitcoin-signing.ts, asking before it connects, signs or sends.
 * Requests and answers are plain JSON so they cross a Playwright binding;
 * approval, persistence and events are the host's. Errors carry sats-connect's
 * JSON-RPC codes (a rejection is -32000).
 */
import * as z from 'zod/mini'
import { base64 } from '@scure/base'
import { WalletRpcError } from './rpc-errors'
import { buildTransfer, isAddressOn, signMessage, signPsbt, walletKeys, type BitcoinChain, type SignedTransfer, type WalletKey } from './bitcoin-signing'
import type { ApprovalDecision } from './wallet-core'

export type { BitcoinChain } from './bitcoin-signing'

export interface BitcoinWalletState {
  authorized: boolean
  chain: BitcoinChain
}

/** What a sats-connect provider reports to its listeners. */
export type BitcoinWalletEvent =
  | { type: 'accountChange'; addresses: ReturnType<typeof addressEntry>[] }
  | { type: 'networkChange'; bitcoin: { name: BitcoinChain }; addresses: ReturnType<typeof addressEntry>[] }
  | { type: 'disconnect' }

export interface BitcoinWalletCoreOptions {
  /** The chain the wallet starts on (default Testnet); a stored state wins. */
  chain?: BitcoinChain
  /** Asked before every request a real wallet would prompt for. */
  approve: (request: { method: string; params: unknown }) => Promise<ApprovalDecision> | ApprovalDecision
  emit: (event: BitcoinWalletEvent) => void
  storage?: { load(): BitcoinWalletState | undefined; save(state: BitcoinWalletState): void }
}

export interface BitcoinWalletCore {
  /** The payment and ordinals addresses on the wallet's current chain. */
  addresses(): { payment: string; ordinals: string }
  request(args: { method: string; params?: unknown }): Promise<unknown>
  state(): BitcoinWalletState
  /** The user disconnects the site inside the wallet. */
  userRevoke(): void
  /** Every transaction sendTransfer signed, oldest first (no node exists: this is where they go). */
  sent(): SignedTransfer[]
}

/** sats-connect's RpcErrorCode values. */
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002
const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602

const rejected = () => new WalletRpcError(USER_REJECTION, 'User rejected the request.')
const invalidParams = (detail: string) => new WalletRpcError(INVALID_PARAMS, `Invalid parameters: ${detail}`)

const CHAINS = ['Mainnet', 'Testnet', 'Regtest'] as const
const purposes = z.object({ purposes: z.array(z.string()).check(z.minLength(1)), message: z.optional(z.string()) })
const signMessageParams = z.object({ address: z.string(), message: z.string(), protocol: z.optional(z.enum(['BIP322', 'ECDSA'])) })
const signPsbtParams = z.object({
  psbt: z.string(),
  signInputs: z.optional(z.record(z.string(), z.array(z.number().check(z.int(), z.nonnegative())))),
  broadcast: z.optional(z.boolean()),
})
const sendTransferParams = z.object({
  recipients: z.array(z.object({ address: z.string(), amount: z.number().check(z.int(), z.positive()) })).check(z.minLength(1)),
})
const changeNetworkParams = z.object({ name: z.enum(CHAINS) })

function parse<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(method)
  return parsed.data
}

function addressEntry(key: WalletKey) {
  return { address: key.address, publicKey: key.publicKey, purpose: key.purpose, addressType: key.addressType, walletType: 'software' as const }
}

export function createBitcoinWalletCore(options: BitcoinWalletCoreOptions): BitcoinWalletCore {
  let state: BitcoinWalletState = options.storage?.load() ?? { authorized: false, chain: options.chain ?? 'Testnet' }
  const sent: SignedTransfer[] = []
  const keys = () => walletKeys(state.chain)
  const own = () => [keys().payment, keys().ordinals]

  function update(next: BitcoinWalletState): void {
    state = next
    options.storage?.save(state)
  }

  async function approveOrThrow(method: string, params: unknown): Promise<void> {
    if ((await options.approve({ method, params })) !== 'approve') throw rejected()
  }

  function requireAuthorized(): void {
    if (!state.authorized) throw new WalletRpcError(ACCESS_DENIED, 'The site is not connected to this wallet.')
  }

  /** The addresses for the purposes asked, after the connection prompt when the site is new. */
  async function connect(method: string, params: unknown) {
    const { purposes: wanted } = parse(purposes, params, method)
    if (!state.authorized) {
      await approveOrThrow(method, params)
      update({ ...state, authorized: true })
    }
    return own().filter((key) => wanted.includes(key.purpose)).map(addressEntry)
  }

  const network = () => ({ bitcoin: { name: state.chain } })

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    async getInfo() {
      return { version: '1.0.0', platform: 'web', methods: Object.keys(handlers), supports: [] }
    },
    getAccounts: (params) => connect('getAccounts', params),
    async getAddresses(params) {
      return { addresses: await connect('getAddresses', params), network: network() }
    },
    async wallet_getAccount() {
      requireAuthorized()
      return { id: 'portico-test-account', addresses: own().map(addressEntry), walletType: 'software', network: network() }
    },
    async wallet_renouncePermissions() {
      if (state.authorized) update({ ...state, authorized: false })
      return null
    },
    async wallet_changeNetwork(params) {
      requireAuthorized()
      const { name } = parse(changeNetworkParams, params, 'wallet_changeNetwork')
      await approveOrThrow('wallet_changeNetwork', params)
      update({ ...state, chain: name })
      options.emit({ type: 'networkChange', bitcoin: { name }, addresses: own().map(addressEntry) })
      return null
    },
    async signMessage(params) {
      requireAuthorized()
      const { address, message, protocol = 'BIP322' } = parse(signMessageParams, params, 'signMessage')
      const key = own().find((candidate) => candidate.address === address)
      if (!key) throw invalidParams(`${address} is not an address of this wallet`)
      if (protocol === 'ECDSA' && key.addressType !== 'p2wpkh') throw invalidParams('ECDSA signing needs the payment address')
      await approveOrThrow('signMessage', params)
      return { ...signMessage(key, message, protocol), address, protocol }
    },
    async signPsbt(params) {
      requireAuthorized()
      const { psbt, signInputs, broadcast } = parse(signPsbtParams, params, 'signPsbt')
      if (broadcast) throw invalidParams('broadcast: this test wallet has no Bitcoin node to send through')
      let bytes: Uint8Array
      try {
        bytes = base64.decode(psbt)
      } catch {
        throw invalidParams('the PSBT is not base64')
      }
      await approveOrThrow('signPsbt', params)
      try {
        return { psbt: base64.encode(signPsbt(bytes, keys(), signInputs)) }
      } catch (error) {
        throw invalidParams(error instanceof Error ? error.message : String(error))
      }
    },
    async sendTransfer(params) {
      requireAuthorized()
      const { recipients } = parse(sendTransferParams, params, 'sendTransfer')
      const wrong = recipients.find(({ address }) => !isAddressOn(state.chain, address))
      if (wrong) throw invalidParams(`${wrong.address} is not a ${state.chain} address`)
      await approveOrThrow('sendTransfer', params)
      let transfer: SignedTransfer
      try {
        transfer = buildTransfer(keys(), recipients.map(({ address, amount }) => ({ address, amount: BigInt(amount) })))
      } catch (error) {
        throw invalidParams(error instanceof Error ? error.message : String(error))
      }
      sent.push(transfer)
      return { txid: transfer.txid }
    },
  }

  return {
    addresses: () => ({ payment: keys().payment.address, ordinals: keys().ordinals.address }),
    async request({ method, params }) {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (!handler) throw new WalletRpcError(METHOD_NOT_FOUND, `Method not found: ${method}`)
      return handler(params)
    },
    state: () => state,
    userRevoke() {
      if (!state.authorized) return
      update({ ...state, authorized: false })
      options.emit({ type: 'disconnect' })
    },
    sent: () => [...sent],
  }
}
