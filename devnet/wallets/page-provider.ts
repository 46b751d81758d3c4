/**
 * The page side of the test wallet, shared by both hosts: an EIP-1193 provider
 * announced through EIP-6963. It holds no key and no state; every request goes
 * to a pluggable backend (a Playwright binding in tests, the in-page wallet core
 * in the demo), and the backend pushes wallet events back through `emit`.
 */
import type { SerializedRpcError } from './rpc-errors'

export interface WalletBackend {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export interface WalletAnnouncementInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

type Listener = (...args: unknown[]) => void

export interface PageProvider {
  readonly isPorticoTestWallet: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): PageProvider
  removeListener(event: string, listener: Listener): PageProvider
  /** Deliver a wallet event (accountsChanged, chainChanged, ...) to the page's listeners. */
  emit(event: string, ...args: unknown[]): void
}

/** An EIP-1193 error as dapps expect it: an Error with a numeric code. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor({ code, message, data }: SerializedRpcError) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const TEST_WALLET_INFO: Omit<WalletAnnouncementInfo, 'uuid'> = {
  name: 'Portico Test Wallet',
  rdns: 'dev.portico.testwallet',
  icon:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff"/></svg>',
    ),
}

export function createPageProvider(backend: WalletBackend): PageProvider {
  const listeners = new Map<string, Set<Listener>>()
  const provider: PageProvider = {
    isPorticoTestWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError({ code: -32600, message: 'Invalid request: expected { method, params? }' })
      }
      return backend.request(args.params === undefined ? { method: args.method } : { method: args.method, params: args.params })
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
  }
  return provider
}

/** EIP-6963: announce now and whenever a dapp asks. Returns a function that stops answering. */
export function announceProvider(target: Window, info: WalletAnnouncementInfo, provider: PageProvider): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
