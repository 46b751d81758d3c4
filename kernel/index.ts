/**
 * Portico's public entry: `createModal(config)` builds the kernel's shell —
 * config defaults, bus, store, router, toasts, plugin and adapter registries —
 * and returns the app's handle. The runtime (full config validation, storage,
 * services, connection; kernel/runtime.ts) is import()ed on first need: open,
 * connect, disconnect, switchNetwork, rpc, adapter, a plugin that loads at
 * start, or a stored session to restore. The UI (kernel/ui) is import()ed on
 * the first open. Nothing here touches `window` at import time.
 */
import { createAdapterRegistry } from './adapters'
import type { AnalyticsEvent } from './bus'
import { createBus } from './bus'
import { featureFlags, resolveConfig } from './config'
import type { PorticoConfig } from './config'
import { ALERTS, PorticoError, kernelError } from './errors'
import type { AlertCode } from './errors'
import { isMobile } from './platform'
import { createPluginRegistry } from './plugins'
import { createRouter } from './router'
import type { Runtime } from './runtime'
import { hasStoredSession } from './session-keys'
import type { StorageOptions } from './storage'
import { createStore, initialKernelState, selectIsConnected } from './store'
import { createToasts } from './toast'
import type { Kernel, Modal, Namespace } from './types'

export interface CreateModalOptions {
  /** Injected for tests and non-browser hosts. */
  fetch?: typeof fetch
  storage?: Pick<StorageOptions, 'localStorage' | 'dbName'>
}

export function createModal(input: PorticoConfig, options: CreateModalOptions = {}): Modal {
  const { config, alerts } = resolveConfig(input)
  const bus = createBus()
  const store = createStore(initialKernelState(config, alerts[0]))

  /** Failures the kernel reports instead of throwing; API refusals become the §8 alerts. */
  const report = (source: string) => (error: unknown) => {
    const alert = (error as { alert?: string } | undefined)?.alert
    if (alert && alert in ALERTS) {
      store.update((draft) => {
        draft.alert = ALERTS[alert as AlertCode]
      })
    }
    if (config.debug) console.error(`[portico:${source}]`, error)
    bus.emit('error', { error, source })
  }

  const toasts = createToasts(store)
  const router = createRouter({
    store,
    bus,
    embedded: config.embedded,
    allowUnsupportedChain: config.allowUnsupportedChain,
    hasAdapters: () => adapters.namespaces().length > 0,
    isMobile: () => isMobile(),
    beforeOpen: () => mountUi(),
  })
  const plugins = createPluginRegistry({
    flags: featureFlags(config),
    store,
    bus,
    router,
    kernel: () => kernel,
    ready: () => loadRuntime(),
  })
  router.setMissingViewResolver((view) => plugins.loadForView(view))
  const adapters = createAdapterRegistry({
    kernel: () => kernel,
    isConnected: (namespace) => selectIsConnected(store.getState(), namespace),
    // A plugin's connector driver came or went: list its connectors (drivers only register once loaded).
    onDriversChanged: () => void runtime?.connection.discoverConnectors().catch(report('connection')),
  })

  /* ---------------------------- the runtime ---------------------------- */

  let runtime: Runtime | undefined
  let runtimeLoading: Promise<Runtime> | undefined
  /**
   * Analytics events emitted before the runtime (and its analytics service)
   * loaded wait here and are sent when it loads. If it can never load (an
   * invalid config) they are dropped; a page that never needs the runtime
   * sends none, which is right: nothing happened.
   */
  let analyticsQueue: AnalyticsEvent[] | undefined = []
  bus.on('analytics', (event) => {
    if (runtime) void runtime.services.analytics.track(event)
    else analyticsQueue?.push(event)
  })

  function loadRuntime(): Promise<Runtime> {
    runtimeLoading ??= import('./runtime')
      .then(({ createRuntime }) =>
        createRuntime({ input, config, store, bus, adapters, toasts, report, fetch: options.fetch, storage: options.storage }),
      )
      .then((loaded) => {
        runtime = loaded
        analyticsQueue?.splice(0).forEach((event) => void loaded.services.analytics.track(event))
        analyticsQueue = undefined
        return loaded
      }, runtimeFailed)
    return runtimeLoading
  }

  function runtimeFailed(error: unknown): never {
    if (error instanceof PorticoError && error.code === 'INVALID_CONFIG') {
      // A developer error: always on the console, whatever `debug` says; the runtime will never load.
      console.error(`[portico] ${error.message}`)
      store.update((draft) => {
        draft.alert = ALERTS.INVALID_CONFIG
      })
      analyticsQueue = undefined
      bus.emit('error', { error, source: 'runtime' })
    } else {
      runtimeLoading = undefined // e.g. the chunk failed to download: the next need retries
      report('runtime')(error)
    }
    throw error
  }

  const requireRuntime = (): Runtime => {
    if (!runtime) throw kernelError('RUNTIME_NOT_LOADED')
    return runtime
  }

  /* ------------------------------- the UI ------------------------------ */

  let uiMounting: Promise<void> | undefined
  let unmountUi: (() => void) | undefined

  /** Before the first open: the runtime, then the modal UI, mounted once (not in Node: no DOM). */
  function mountUi(): Promise<void> {
    uiMounting ??= loadRuntime()
      .then(async () => {
        if (typeof document === 'undefined') return
        const { mountModal } = await import('./ui')
        unmountUi = mountModal(kernel)
      })
      .catch((error: unknown) => {
        uiMounting = undefined
        throw error
      })
    return uiMounting
  }

  /* ----------------------------- the kernel ---------------------------- */

  const kernel: Kernel = {
    config,
    store,
    bus,
    router,
    toast: toasts,
    get storage() {
      return requireRuntime().storage
    },
    get services() {
      return requireRuntime().services
    },
    get connection() {
      return requireRuntime().connection
    },
    adapter: async (namespace) => {
      await loadRuntime()
      return adapters.get(namespace)
    },
    rpc: async (method, params) => {
      await loadRuntime()
      return plugins.rpc(method, params)
    },
    registerConnector: (namespace, driver) => adapters.addDriver(namespace, driver),
  }

  config.adapters.forEach((descriptor) => adapters.register(descriptor))
  config.plugins.forEach((descriptor) => plugins.register(descriptor))
  // Loads the runtime only when an enabled plugin loads at start.
  const pluginsStarted = plugins.start().catch(report('plugins'))
  // Restore a previous session; a first visit does not load the runtime for nothing. Plugins that start
  // register their connector drivers first, so a WalletConnect or embedded-wallet session can be restored.
  if (hasStoredSession(options.storage?.localStorage)) {
    void Promise.all([loadRuntime(), pluginsStarted]).then(
      ([loaded]) => loaded.connection.reconnect().catch(report('connection')),
      () => undefined, // already reported by runtimeFailed
    )
  }

  const connection = async () => (await loadRuntime()).connection

  return {
    kernel,
    ready: () => loadRuntime().then(() => kernel),
    open: (openOptions) => router.open(openOptions),
    close: () => router.close(),
    connect: async (args) => (await connection()).connect(args),
    disconnect: async () => (await connection()).disconnect(),
    switchNetwork: async (network) => (await connection()).switchNetwork(network),
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    on: bus.on,
    off: bus.off,
    setThemeMode(mode) {
      store.update((draft) => {
        draft.theme.mode = mode
      })
    },
    setThemeVariables(variables) {
      store.update((draft) => {
        draft.theme.variables = { ...draft.theme.variables, ...variables }
      })
    },
    getProvider(namespace?: Namespace) {
      const target = namespace ?? store.getState().activeNamespace
      return target ? runtime?.connection.getProvider(target) : undefined
    },
    async destroy() {
      // Let an in-flight load finish so nothing it starts outlives the modal.
      const loaded = await runtimeLoading?.catch(() => undefined)
      await uiMounting?.catch(() => undefined)
      unmountUi?.()
      unmountUi = undefined
      loaded?.connection.destroy()
      plugins.names().forEach((name) => plugins.remove(name))
      adapters.destroy()
      bus.all.clear()
    },
  }
}

export { definePlugin } from './plugins'
export { defineAdapter } from './adapters'
export { connectMethodOrder, resolveConfig, DEFAULT_FEATURES } from './config'
export type { Features, PorticoConfig, ResolvedConfig, SocialProvider, ConnectMethod, WalletFeature } from './config'
// The message catalogue (MESSAGES, messageOf) is not re-exported: it would put every message in the entry.
export { PorticoError, ALERTS, WALLET_ERROR_CODES } from './errors'
export type { ErrorCode, AlertCode } from './errors'
export type { Bus, BusEvents, AnalyticsEvent, AnalyticsEventName } from './bus'
export type * from './types'
export { NAMESPACES } from './types'
