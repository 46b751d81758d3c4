/**
 * The EIP-1193 provider the connector gives wagmi: one object for the page's life that forwards each
 * request to the provider of Portico's current eip155 connection (browser wallet, WalletConnect or the
 * embedded wallet), so wagmi's clients follow a reconnect or a change of wallet without being rebuilt.
 * Its events are the connection's as Portico sees it (accountsChanged, chainChanged, connect, disconnect).
 */
import type { Modal } from '../types'
import { ProviderRpcError } from '../provider-error'
import { WAGMI_MESSAGES } from './messages'

export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}
type Listener = (...args: unknown[]) => void

export interface PorticoEip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): PorticoEip1193Provider
  removeListener(event: string, listener: Listener): PorticoEip1193Provider
  /** For the connector: tells the listeners. */
  emit(event: string, ...args: unknown[]): void
}

/** EIP-1193 code 4900: the provider is disconnected from all chains. */
const DISCONNECTED = 4900

function hasRequest(value: unknown): value is { request(args: RequestArguments): Promise<unknown> } {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

export function createForwardingProvider(modal: Modal, isConnected: () => boolean): PorticoEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const provider: PorticoEip1193Provider = {
    async request(args) {
      const target = isConnected() ? modal.getProvider('eip155') : undefined
      if (!hasRequest(target)) throw new ProviderRpcError(DISCONNECTED, WAGMI_MESSAGES.PROVIDER_NOT_CONNECTED)
      return target.request(args)
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit(event, ...args) {
      listeners.get(event)?.forEach((listener) => listener(...args))
    },
  }
  return provider
}
