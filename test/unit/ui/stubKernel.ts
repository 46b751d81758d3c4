/**
 * A kernel for view tests: the real config, store, router, bus and toasts;
 * the neighbours that reach wallets or the network (connection, registry) are stubs.
 * Views see `kernel.store` read-only; a test writes state through the real
 * store behind it, `storeOf(kernel)`.
 */
import { vi } from 'vitest'
import { createBus } from '../../../kernel/bus'
import { resolveConfig, type PorticoConfig } from '../../../kernel/config'
import { base, mainnet } from 'portico/networks'
import { isPluginEnabled } from '../../../kernel/plugins'
import { createRouter } from '../../../kernel/router'
import type { Services } from '../../../kernel/services'
import { createStore, initialKernelState, resolveTheme, type PorticoStore } from '../../../kernel/store'
import { produce } from '../../../kernel/drafts'
import { createToasts } from '../../../kernel/toast'
import type { AccountState, Connection, Kernel, KernelState, Modal } from 'portico'
import type { GetWallets } from '../../../kernel/wallets/types'

export interface StubKernel extends Kernel {
  connection: { [K in keyof Connection]: ReturnType<typeof vi.fn> & Connection[K] }
  getWallets: ReturnType<typeof vi.fn> & GetWallets
  plugin: ReturnType<typeof vi.fn> & Kernel['plugin']
}

/** The writable store behind each stub kernel (views only get the read-only `kernel.store`). */
const stores = new WeakMap<Kernel, PorticoStore>()

/** The real store of a stub kernel, to write state as the kernel (connection, router) would. */
export function storeOf(kernel: Kernel): PorticoStore {
  const store = stores.get(kernel)
  if (!store) throw new Error('not a stub kernel')
  return store
}

export function stubKernel(config: Partial<PorticoConfig> = {}, state?: (draft: KernelState) => void): StubKernel {
  const resolved = resolveConfig({ projectId: 'test', networks: [mainnet, base], ...config }).config
  const store = createStore(initialKernelState(resolved), produce)
  if (state) store.update(state)
  const bus = createBus()
  const flags = resolved.features
  const router = createRouter({
    store,
    bus,
    embedded: false,
    allowUnsupportedChain: false,
    hasAdapters: () => true,
    isMobile: () => false,
    // As in the kernel: a role is served by an enabled plugin that declares it.
    roleView: (role) => resolved.plugins.find((plugin) => isPluginEnabled(plugin, flags) && plugin.roles?.[role])?.roles?.[role],
  })
  const getWallets = vi.fn(async () => ({ data: [], count: 0 })) as StubKernel['getWallets']
  const connection = {
    connect: vi.fn(async () => ({ address: '0x0', chainId: 1 })),
    reconnect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    switchNetwork: vi.fn(async () => undefined),
    refreshBalance: vi.fn(async () => undefined),
    discoverConnectors: vi.fn(async () => undefined),
    getProvider: vi.fn(() => undefined),
  } as StubKernel['connection']
  const services = {
    registry: { getWallets, walletImageUrl: (id: string) => `http://127.0.0.1:9/getWalletImage/${id}`, assetImageUrl: (id: string) => `http://127.0.0.1:9/public/getAssetImage/${encodeURIComponent(id)}` },
  } as unknown as Services
  const kernel: StubKernel = {
    config: resolved,
    store,
    bus,
    storage: { connectedNamespaces: () => [] } as unknown as Kernel['storage'],
    services,
    router,
    toast: createToasts(store),
    connection,
    getWallets,
    adapter: vi.fn(),
    rpc: vi.fn(),
    registerConnector: vi.fn(() => () => undefined),
    plugin: vi.fn(() => undefined) as StubKernel['plugin'],
  }
  stores.set(kernel, store)
  return kernel
}

/** A Modal handle over a stub kernel, for the React API tests. */
export function stubModal(kernel: Kernel): Modal & { open: ReturnType<typeof vi.fn>; preload: ReturnType<typeof vi.fn<() => void>> } {
  return {
    kernel,
    ready: async () => kernel,
    open: vi.fn(async () => undefined),
    preload: vi.fn<() => void>(),
    close: () => kernel.router.close(),
    connect: (args) => kernel.connection.connect(args),
    disconnect: () => kernel.connection.disconnect(),
    switchNetwork: (network) => kernel.connection.switchNetwork(network),
    restored: async () => undefined,
    addNetwork: vi.fn(async () => undefined),
    removeNetwork: vi.fn(async () => undefined),
    removeAdapter: vi.fn(async () => undefined),
    getState: () => kernel.store.getState(),
    subscribe: (listener) => kernel.store.subscribe(listener),
    on: kernel.bus.on,
    off: kernel.bus.off,
    setThemeMode: (mode) => storeOf(kernel).update((draft) => void (draft.theme = { ...draft.theme, mode, resolved: resolveTheme(mode) })),
    setThemeVariables: (variables) => storeOf(kernel).update((draft) => void (draft.theme.variables = variables)),
    getProvider: () => ({ request: vi.fn() }),
    getLogs: async () => [],
    destroy: async () => undefined,
  }
}

/** Mark the eip155 account connected. */
export function connect(draft: KernelState, patch: Partial<AccountState> = {}): void {
  const chain = draft.chains.eip155
  if (!chain) throw new Error('no eip155 chain')
  const connected: Partial<AccountState> = {
    status: 'connected',
    address: '0x1234567890abcdef1234567890abcdef12345678',
    caipAddress: 'eip155:1:0x1234567890abcdef1234567890abcdef12345678',
  }
  Object.assign(chain.accountState, connected, patch)
}
