/**
 * The kernel's shell behind `createModal` (kernel/index.ts): config defaults, bus, store, router, toasts,
 * plugin and adapter registries, and the app's handle. Apart from the entry so that portico/headless, which
 * never preloads the modal's UI, does not ship the idle preload.
 */
import { createAdapterRegistry } from './adapters'
import { createBus } from './bus'
import { resolveConfig } from './config'
import type { PorticoConfig } from './config'
import { ALERTS, isPorticoError, kernelError } from './errors'
import type { AlertCode } from './errors'
import { isMobile, watchPageLeaving } from './platform'
import { createPluginRegistry, missingRequirement } from './plugins'
import { createRouter } from './router'
import { createRuntimeLoader, type RuntimeLoader } from './runtime-loader'
import { hasStoredSession, onSharedSessionChange, storedConnectorIds, storedNamespaces } from './session-keys'
import type { StorageOptions } from './storage'
import { createStore, darkScheme, initialKernelState, resolveTheme, selectIsConnected, withChanges, type PorticoStore } from './store'
import { createToasts } from './toast'
import type { Kernel, Modal, Namespace } from './types'
import type { Logger } from './logger'

export interface CreateModalOptions {
  /** Injected for tests and non-browser hosts. */
  fetch?: typeof fetch
  storage?: Pick<StorageOptions, 'localStorage' | 'dbName'>
  /** false: the modal's code is not loaded when the browser is idle (an app drawing its own UI, portico/headless). */
  preload?: boolean
}

/** createModal without the idle preload (`options.preload` is createModal's to act on). */
export function createModalShell(input: PorticoConfig, options: CreateModalOptions = {}): Modal {
  const { config, alerts } = resolveConfig(input)
  const flags = config.features
  const missing = missingRequirement(config.plugins, flags)
  if (missing) throw kernelError('INVALID_CONFIG', kernelError('PLUGIN_REQUIRES', ...missing).message)
  const bus = createBus()
  const store = createStore(initialKernelState(config, alerts[0]))

  /** Failures the kernel reports instead of throwing; API refusals become the §8 alerts. */
  const isPageLeaving = watchPageLeaving()
  // One failure can reach several callers (a runtime that did not load fails the plugins waiting on it): reported once.
  const reported = new WeakSet<object>()
  const report = (source: string) => (error: unknown) => {
    // A page on its way out (a popup closing, a navigation) aborts what it was loading: nothing to show or log.
    if (isPageLeaving()) return
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return
      reported.add(error)
    }
    const alert = isPorticoError(error) ? error.details?.alert : undefined
    if (typeof alert === 'string' && alert in ALERTS) store.set(() => ({ alert: ALERTS[alert as AlertCode] }))
    if (config.debug) console.error(`[portico:${source}]`, error)
    bus.emit('error', { error, source })
  }

  /** For what the caller also learns of by a rejection (open(), preload()): the next attempt tries again. */
  const reportAndThrow = (source: string) => (error: unknown): never => {
    report(source)(error)
    throw error
  }

  // The log (SPEC §9) records the bus at `logLevel`; its code loads with the first failure (or getLogs, or at
  // once for 'info' and 'debug'), the events meanwhile waiting in order.
  let logger: Promise<Logger> | undefined
  const logs = () => (logger ??= import('./logger').then((module) => module.createLogger(config.logLevel)))
  bus.on('*', (type, event) => void ((logger || type == 'error') && logs().then((log) => log.record(type, event))))
  if (/info|debug/.test(config.logLevel)) void logs()

  const toasts = createToasts(store)
  const router = createRouter({
    store,
    bus,
    embedded: config.embedded,
    allowUnsupportedChain: config.allowUnsupportedChain,
    hasAdapters: () => adapters.namespaces().length > 0,
    isMobile: () => isMobile(),
    beforeOpen: () => ui.mount(),
    // The plugin registry is built next: these run only once the modal is in use.
    resolveMissingView: (view) => plugins.loadForView(view).catch(reportAndThrow('plugins')),
    roleView: (role) => plugins.roleView(role),
  })
  const plugins = createPluginRegistry({ flags, store, bus, router, kernel: () => kernel, ready: () => runtime.load() })
  const adapters = createAdapterRegistry({
    kernel: () => kernel,
    isConnected: (namespace) => selectIsConnected(store.getState(), namespace),
    // A plugin's connector driver came or went: list its connectors (drivers only register once loaded).
    onDriversChanged: () => void runtime.current()?.connection.discoverConnectors().catch(report('connection')),
  })
  const runtime = createRuntimeLoader({ input, config, store, bus, adapters, toasts, report, fetch: options.fetch, storage: options.storage })

  const kernel: Kernel = {
    config,
    store,
    bus,
    router,
    toast: toasts,
    get storage() {
      return runtime.require().storage
    },
    get services() {
      return runtime.require().services
    },
    get connection() {
      return runtime.require().connection
    },
    adapter: async (namespace) => {
      await runtime.load()
      return adapters.get(namespace)
    },
    rpc: async (method, params) => {
      await runtime.load()
      return plugins.rpc(method, params)
    },
    registerConnector: (namespace, driver) => adapters.addDriver(namespace, driver),
    plugin: <H,>(name: string) => plugins.handle(name) as H | undefined,
  }
  const ui = createUiMount(runtime, kernel, reportAndThrow('ui'))

  config.adapters.forEach((descriptor) => adapters.register(descriptor))
  config.plugins.forEach((descriptor) => plugins.register(descriptor))
  // Loads the runtime only when an enabled plugin loads at start (or restores a stored session).
  const pluginsStarted = plugins.start(storedConnectorIds(options.storage?.localStorage)).catch(report('plugins'))
  // Restore a previous session; a first visit does not load the runtime for nothing. Plugins that start
  // register their connector drivers first, so a WalletConnect or embedded-wallet session can be restored.
  // The adapter code a restore needs is fetched beside the runtime's, not after it (one round trip less on reload).
  for (const namespace of storedNamespaces(options.storage?.localStorage)) void config.adapters.find((adapter) => adapter.namespace === namespace)?.load().catch(() => undefined)
  const restored = hasStoredSession(options.storage?.localStorage)
    ? Promise.all([runtime.load(), pluginsStarted]).then(
        ([loaded]) => loaded.connection.reconnect().catch(report('connection')),
        () => undefined, // already reported by the loader
      )
    : Promise.resolve()

  // SPEC §4 across tabs: another tab's connect, disconnect or network switch shows here within a moment.
  const stopFollowingTabs = onSharedSessionChange((key) => {
    void runtime.load().then(
      (loaded) => loaded.connection.followOtherTab(key),
      () => undefined, // already reported by the loader
    )
  })

  // 'system' follows the browser's colour scheme live; the listener lives as long as the modal.
  const scheme = darkScheme()
  const followScheme = () => modal.setThemeMode(store.getState().theme.mode)
  scheme?.addEventListener('change', followScheme)

  const modal = modalHandle({ kernel, store, runtime, ui, restored, logs, async destroy() {
    scheme?.removeEventListener('change', followScheme)
    stopFollowingTabs()
    plugins.names().forEach((name) => plugins.remove(name))
    adapters.destroy()
  } })
  return modal
}

interface UiMount {
  /** Before the first open: the runtime, then the modal UI, mounted once (not in Node: no DOM). */
  mount(): Promise<void>
  /** Waits for a mount in flight, then unmounts. */
  unmount(): Promise<void>
}

function createUiMount(runtime: RuntimeLoader, kernel: Kernel, reportUi: (error: unknown) => never): UiMount {
  let mounting: Promise<void> | undefined
  let unmount: (() => void) | undefined
  return {
    mount() {
      mounting ??= runtime
        .load()
        .then(async () => {
          if (typeof document === 'undefined') return
          const { mountModal } = await import('./ui').catch(reportUi)
          unmount = mountModal(kernel)
        })
        .catch((error: unknown) => {
          mounting = undefined
          throw error
        })
      return mounting
    },
    async unmount() {
      await mounting?.catch(() => undefined)
      unmount?.()
      unmount = undefined
    },
  }
}

interface ModalParts {
  kernel: Kernel
  logs(): Promise<Logger>
  store: PorticoStore
  runtime: RuntimeLoader
  ui: UiMount
  /** Settles once the session a reload restores is restored or failed to be. */
  restored: Promise<void>
  /** Removes the plugins and adapters. */
  destroy(): Promise<void>
}

/** The app's handle over the kernel. */
function modalHandle({ kernel, store, runtime, ui, restored, logs, destroy }: ModalParts): Modal {
  const connection = async () => (await runtime.load()).connection
  const { router, bus } = kernel
  return {
    kernel,
    ready: () => runtime.load().then(() => kernel),
    open: (openOptions) => router.open(openOptions),
    close: () => router.close(),
    connect: async (args) => (await connection()).connect(args),
    disconnect: async () => (await connection()).disconnect(),
    switchNetwork: async (network) => (await connection()).switchNetwork(network),
    restored: () => restored,
    addNetwork: async (namespace, network) => (await connection()).addNetwork(namespace, network),
    removeNetwork: async (namespace, id) => (await connection()).removeNetwork(namespace, id),
    removeAdapter: async (namespace) => (await connection()).removeAdapter(namespace),
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    on: bus.on,
    off: bus.off,
    setThemeMode(mode) {
      store.set(({ theme }) => ({ theme: withChanges(theme, { mode, resolved: resolveTheme(mode) }) }))
    },
    setThemeVariables(variables) {
      store.set(({ theme }) => ({ theme: { ...theme, variables: { ...theme.variables, ...variables } } }))
    },
    preload() {
      router.prepare().catch(() => undefined) // reported; open() tries again
    },
    getProvider(namespace?: Namespace) {
      const target = namespace ?? store.getState().activeNamespace
      return target ? runtime.current()?.connection.getProvider(target) : undefined
    },
    getLogs: async () => (await logs()).entries(),
    async destroy() {
      // Let an in-flight load finish so nothing it starts outlives the modal.
      const loaded = await runtime.settle()
      await ui.unmount()
      loaded?.connection.destroy()
      await destroy()
      bus.all.clear()
    },
  }
}

