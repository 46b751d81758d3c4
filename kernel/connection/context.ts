/**
 * What every part of the connection lifecycle works over: the kernel's parts
 * and the two maps of live instances. Each concern (account sync, adapter
 * events, balances, the lifecycle calls) is a set of functions over it.
 */
import type { AdapterRegistry } from '../adapters'
import type { Bus } from '../bus'
import type { ResolvedConfig } from '../config'
import type { Services } from '../services'
import type { Storage } from '../storage'
import { selectChain } from '../store'
import type { AdapterInstance, KernelStore, Namespace, Network, Toasts } from '../types'

export interface ConnectionOptions {
  config: Pick<ResolvedConfig, 'networks' | 'defaultAccountTypes'> & Partial<Pick<ResolvedConfig, 'services' | 'projectId' | 'customWallets'>>
  store: KernelStore
  bus: Bus
  storage: Storage
  services: Services
  adapters: AdapterRegistry
  toasts: Toasts
  /** Background failures (balances, profile) are reported, not thrown. */
  onError?: (error: unknown) => void
  now?: () => number
}

/** A connection attempt: its number, and the outcome it waits on (a connect's, once asked). */
export interface Attempt {
  id: number
  outcome?: Promise<unknown>
}

export interface ConnectionContext extends Required<Omit<ConnectionOptions, 'onError'>> {
  report: (error: unknown) => void
  /** Event subscriptions, one per adapter or driver instance. */
  unsubscribers: Map<AdapterInstance, () => void>
  /** The instance (adapter or connector driver) each namespace is connected through. */
  connectedThrough: Map<Namespace, AdapterInstance>
  /** The newest connection attempt of each namespace (session.ts beginAttempt). */
  attempts: Map<Namespace, Attempt>
}

export function createConnectionContext(options: ConnectionOptions): ConnectionContext {
  return {
    ...options,
    report: options.onError ?? (() => undefined),
    now: options.now ?? Date.now,
    unsubscribers: new Map(),
    connectedThrough: new Map(),
    attempts: new Map(),
  }
}

export function activeNetworkOf(ctx: ConnectionContext, namespace: Namespace): Network | undefined {
  return selectChain(ctx.store.getState(), namespace)?.networkState.caipNetwork
}

/**
 * A chain the wallet is on that the app did not configure. It becomes the
 * active network, so the app never believes the wallet is elsewhere and the
 * SPEC §2 UnsupportedChain rule can see it; it has no RPC URL to read from.
 */
export function unconfiguredNetwork(namespace: Namespace, chainId: number | string, sibling?: Network): Network {
  return {
    id: chainId,
    caipNetworkId: `${namespace}:${chainId}`,
    name: 'Unknown network',
    chainNamespace: namespace,
    nativeCurrency: sibling?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

/** The configured network of a chain id, else a stand-in for the chain the wallet is really on. */
export function networkOf(ctx: ConnectionContext, namespace: Namespace, chainId: number | string): Network | undefined {
  const chain = selectChain(ctx.store.getState(), namespace)
  if (!chain) return undefined
  return chain.caipNetworks.find((network) => String(network.id) === String(chainId)) ?? unconfiguredNetwork(namespace, chainId, chain.caipNetworks[0])
}
