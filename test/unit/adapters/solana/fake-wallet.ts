/** A scripted Wallet Standard wallet (real ed25519 keys) and a wallet registry stand-in for solana adapter unit tests. */
import { generateKeyPairSync, sign, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import type { WalletSource } from '../../../../adapters/solana/discovery'
import type { Network } from 'portico'

export const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
export const LOCAL_REF = 'MWvC9BJR4eFUNR8etdPPMcoAFpupFEfU'

export function solanaNetwork(reference = LOCAL_REF, rpc = 'http://127.0.0.1:8899', name = 'Solana Local'): Network {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    name,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
  }
}

export interface TestKey {
  address: string
  publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
  verify(message: Uint8Array, signature: Uint8Array): boolean
}

export function testKey(): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))
  return {
    address: base58.encode(raw),
    publicKey: raw,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
    verify: (message, signature) => verify(null, message, publicKey, signature),
  }
}

type Listener = (change: Record<string, unknown>) => void
type Method = (...args: never[]) => unknown

export interface FakeWalletOptions {
  name?: string
  icon?: string
  chains?: string[]
  key?: TestKey
  /** Replace or remove (undefined) feature methods. */
  overrides?: Partial<Record<string, Method | undefined>>
}

export interface FakeWallet {
  wallet: Record<string, unknown>
  key: TestKey
  calls: Array<{ feature: string; args: unknown[] }>
  authorized: boolean
  emit(change: Record<string, unknown>): void
}

/** Signs `messageBytes` of a wire transaction into its first signature slot (one signer). */
export function signWire(key: TestKey, transaction: Uint8Array): Uint8Array {
  const signed = new Uint8Array(transaction)
  signed.set(key.sign(transaction.subarray(65)), 1)
  return signed
}

export function fakeWallet(options: FakeWalletOptions = {}): FakeWallet {
  const key = options.key ?? testKey()
  const listeners = new Set<Listener>()
  const account = () => ({ address: key.address, publicKey: key.publicKey, chains: ['solana:localnet'], features: [] })
  const fake: FakeWallet = {
    key,
    calls: [],
    authorized: false,
    emit: (change) => listeners.forEach((listener) => listener(change)),
    wallet: {},
  }
  const record = (feature: string, args: unknown[]) => fake.calls.push({ feature, args })
  const defaults: Record<string, Method> = {
    connect: (async (input?: { silent?: boolean }) => {
      record('connect', [input])
      if (input?.silent && !fake.authorized) return { accounts: [] }
      fake.authorized = true
      return { accounts: [account()] }
    }) as Method,
    disconnect: (async () => {
      record('disconnect', [])
      fake.authorized = false
    }) as Method,
    signMessage: (async (...inputs: Array<{ message: Uint8Array }>) => {
      record('signMessage', inputs)
      return inputs.map(({ message }) => ({ signedMessage: message, signature: key.sign(message) }))
    }) as Method,
    signTransaction: (async (...inputs: Array<{ transaction: Uint8Array }>) => {
      record('signTransaction', inputs)
      return inputs.map(({ transaction }) => ({ signedTransaction: signWire(key, transaction) }))
    }) as Method,
    signAndSendTransaction: (async (...inputs: Array<{ transaction: Uint8Array }>) => {
      record('signAndSendTransaction', inputs)
      return inputs.map(({ transaction }) => ({ signature: signWire(key, transaction).subarray(1, 65) }))
    }) as Method,
  }
  const method = (name: string) => (options.overrides && name in options.overrides ? options.overrides[name] : defaults[name])
  const feature = (name: string) => {
    const fn = method(name)
    return fn ? { version: '1.0.0', [name]: fn } : {}
  }
  fake.wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Solana Wallet',
    icon: options.icon ?? ICON,
    chains: options.chains ?? ['solana:localnet', `solana:${LOCAL_REF}`],
    get accounts() {
      return fake.authorized ? [account()] : []
    },
    features: {
      'standard:connect': feature('connect'),
      'standard:disconnect': feature('disconnect'),
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: Listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': feature('signMessage'),
      'solana:signTransaction': feature('signTransaction'),
      'solana:signAndSendTransaction': feature('signAndSendTransaction'),
    },
  }
  return fake
}

/** A @wallet-standard/app registry stand-in: register() returns the unregister. */
export function walletRegistry(...initial: unknown[]): WalletSource & { register(wallet: unknown): () => void } {
  const wallets = new Set<unknown>(initial)
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener as () => void)
      return () => listeners[event].delete(listener as () => void)
    },
    register(wallet) {
      wallets.add(wallet)
      listeners.register.forEach((listener) => listener())
      return () => {
        wallets.delete(wallet)
        listeners.unregister.forEach((listener) => listener())
      }
    },
  }
}

/** A JSON-RPC stand-in: answers by method, records calls. */
export function rpcStub(answers: Record<string, unknown | ((params: unknown) => unknown)>) {
  const calls: Array<{ method: string; params: unknown }> = []
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown }
    calls.push({ method, params })
    const answer = answers[method]
    if (answer === undefined) return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }))
    const result = typeof answer === 'function' ? (answer as (p: unknown) => unknown)(params) : answer
    return result instanceof Response ? result : new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
  }) as typeof fetch
  return { fetch: fetchFn, calls }
}
