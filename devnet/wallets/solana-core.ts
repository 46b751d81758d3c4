/**
 * The Solana test wallet's brain, the same in Node (browser tests) and in the
 * page (the demo): a devnet keypair signs (ed25519 through WebCrypto, with
 * @solana/kit), the devnet Solana RPC receives what it sends. Requests and
 * answers are plain JSON (bytes as base64) so they cross a Playwright binding;
 * approval, persistence and events are the host's.
 */
import * as z from 'zod/mini'
import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type Address,
} from '@solana/kit'
import { invalidParams, unauthorized, unsupportedMethod, userRejected, WalletRpcError } from './rpc-errors'
import type { ApprovalDecision } from './wallet-core'

export interface SolanaWalletState {
  authorized: boolean
}

/** What the page wallet asks for (see solana-page-wallet.ts): one method per Wallet Standard feature. */
export type SolanaWalletMethod = 'connect' | 'disconnect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction'

export interface SolanaWalletCoreOptions {
  /** The 64-byte keypair (seed then public key) in base58, as `devnet.solana.accounts[i].secretKey`. */
  secretKey: string
  rpcUrl: string
  /** Asked before every request a real wallet would prompt for. */
  approve: (request: { method: SolanaWalletMethod; params: unknown }) => Promise<ApprovalDecision> | ApprovalDecision
  /** The site's authorisation changed: the accounts it now sees. */
  emit: (change: { accounts: string[] }) => void
  storage?: { load(): SolanaWalletState | undefined; save(state: SolanaWalletState): void }
}

export interface SolanaWalletCore {
  address: Promise<Address>
  request(args: { method: string; params?: unknown }): Promise<unknown>
  state(): SolanaWalletState
  /** The user disconnects the site inside the wallet. */
  userRevoke(): void
}

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const connectParams = z.optional(z.object({ silent: z.optional(z.boolean()) }))
const signMessageParams = z.object({ message: base64 })
const signTransactionParams = z.object({ transactions: z.array(base64).check(z.minLength(1)) })
const signAndSendParams = z.object({
  transaction: base64,
  chain: z.string(),
  options: z.optional(z.object({ skipPreflight: z.optional(z.boolean()), maxRetries: z.optional(z.number()) })),
})

function parse<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(method)
  return parsed.data
}

const toBytes = (text: string) => new Uint8Array(getBase64Encoder().encode(text))
const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

export function createSolanaWalletCore(options: SolanaWalletCoreOptions): SolanaWalletCore {
  const keys = createKeyPairFromBytes(getBase58Encoder().encode(options.secretKey))
  const address = keys.then((pair) => getAddressFromPublicKey(pair.publicKey))
  let state: SolanaWalletState = options.storage?.load() ?? { authorized: false }

  function update(next: SolanaWalletState): void {
    state = next
    options.storage?.save(state)
  }

  async function approveOrThrow(method: SolanaWalletMethod, params: unknown): Promise<void> {
    if (!state.authorized && method !== 'connect') throw unauthorized()
    if ((await options.approve({ method, params })) !== 'approve') throw userRejected()
  }

  const sign = async (bytes: Uint8Array) => new Uint8Array(await signBytes((await keys).privateKey, bytes))

  /** Fill our signature slot of a wire transaction; a transaction we do not sign for is refused. */
  async function signTransaction(wire: Uint8Array): Promise<Uint8Array> {
    const own = await address
    let transaction
    try {
      transaction = getTransactionDecoder().decode(wire)
    } catch {
      throw invalidParams('the transaction does not decode')
    }
    if (!(own in transaction.signatures)) throw invalidParams(`${own} is not a signer of this transaction`)
    const signature = await sign(new Uint8Array(transaction.messageBytes))
    return new Uint8Array(getTransactionEncoder().encode({ ...transaction, signatures: { ...transaction.signatures, [own]: signature } }))
  }

  async function send(wire: Uint8Array, skipPreflight = false): Promise<string> {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [toBase64(wire), { encoding: 'base64', skipPreflight, preflightCommitment: 'confirmed' }] }),
    })
    const body = (await response.json()) as { result?: string; error?: { code: number; message: string; data?: unknown } }
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message, body.error.data)
    return body.result as string
  }

  const handlers: Record<SolanaWalletMethod, (params: unknown) => Promise<unknown>> = {
    async connect(params) {
      const { silent } = parse(connectParams, params, 'connect') ?? {}
      if (!state.authorized) {
        if (silent) return { accounts: [] }
        await approveOrThrow('connect', params)
        update({ authorized: true })
      }
      return { accounts: [await address] }
    },
    async disconnect() {
      if (state.authorized) update({ authorized: false })
      return null
    },
    async signMessage(params) {
      const { message } = parse(signMessageParams, params, 'signMessage')
      await approveOrThrow('signMessage', params)
      return { signature: toBase64(await sign(toBytes(message))) }
    },
    async signTransaction(params) {
      const { transactions } = parse(signTransactionParams, params, 'signTransaction')
      await approveOrThrow('signTransaction', params)
      const signed = await Promise.all(transactions.map((transaction) => signTransaction(toBytes(transaction))))
      return { signedTransactions: signed.map(toBase64) }
    },
    async signAndSendTransaction(params) {
      const { transaction, options: sendOptions } = parse(signAndSendParams, params, 'signAndSendTransaction')
      await approveOrThrow('signAndSendTransaction', params)
      const signature = await send(await signTransaction(toBytes(transaction)), sendOptions?.skipPreflight)
      return { signature: toBase64(new Uint8Array(getBase58Encoder().encode(signature))) }
    },
  }

  return {
    address,
    async request({ method, params }) {
      const handler = handlers[method as SolanaWalletMethod]
      if (!handler) throw unsupportedMethod(method)
      return handler(params)
    },
    state: () => state,
    userRevoke() {
      if (!state.authorized) return
      update({ authorized: false })
      options.emit({ accounts: [] })
    },
  }
}
