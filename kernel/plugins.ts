/**
 * Plugins (DESIGN: "a plugin declares, the kernel runs"). A descriptor is a
 * few hundred bytes; its views, slice, RPC handlers and setup come from
 * `load()`, which runs only when the plugin's flag is on — at start or on
 * first use (one of its declared views resolved, one of its RPC methods
 * called). Lifecycle: register → (runtime ready) → load → setup; remove → teardown.
 */
import type { Bus } from './bus'
import { kernelError } from './errors'
import type { PorticoStore } from './store'
import type { Kernel, PluginDescriptor, PluginModule, Router, RpcHandler, SlotEntry, SlotName } from './types'

/** Identity helper so TypeScript infers a plugin's slice type (public API). */
export function definePlugin<S = unknown>(descriptor: PluginDescriptor<S>): PluginDescriptor<S> {
  return descriptor
}

export interface PluginRegistry {
  /** Register a descriptor; a duplicate name throws. Does not load it. */
  register(descriptor: PluginDescriptor): void
  isEnabled(name: string): boolean
  isLoaded(name: string): boolean
  /** Load an enabled plugin once; resolves false for an unknown or disabled one (load never runs). */
  load(name: string): Promise<boolean>
  /** Load every enabled plugin whose loadOn is 'start' (the default). */
  start(): Promise<void>
  /** Load the enabled plugin that declares a view, if any (the router's missing-view hook). */
  loadForView(view: string): Promise<void>
  /** Run an RPC method, loading its plugin first when needed. */
  rpc(method: string, params?: unknown): Promise<unknown>
  /** Entries of a slot from enabled plugins (loaded or not), ordered by `order` then registration. */
  slots(slot: SlotName, order?: readonly string[]): SlotEntry[]
  /** Teardown, drop views, slice and RPC handlers, forget the descriptor. */
  remove(name: string): void
  names(): string[]
}

export interface PluginRegistryOptions {
  flags: Record<string, boolean>
  store: PorticoStore
  bus: Bus
  router: Pick<Router, 'registerView'>
  /** The kernel handed to setup() and RPC handlers (built after the registry). */
  kernel: () => Kernel
  /**
   * Resolves when the kernel runtime (storage, services, connection) is
   * loaded. A plugin's load() waits for it, so setup() and views never see a
   * kernel without its runtime.
   */
  ready: () => Promise<unknown>
}

interface Loaded {
  unregisterViews: Array<() => void>
  rpcMethods: string[]
  hasSlice: boolean
  teardown?: () => void
}

export function createPluginRegistry(options: PluginRegistryOptions): PluginRegistry {
  const { flags, store, bus, router } = options
  const descriptors = new Map<string, PluginDescriptor>()
  const loading = new Map<string, Promise<boolean>>()
  const loaded = new Map<string, Loaded>()
  const handlers = new Map<string, RpcHandler>()

  const isEnabled = (name: string): boolean => {
    const descriptor = descriptors.get(name)
    if (!descriptor) return false
    return descriptor.flag === undefined || flags[descriptor.flag] === true
  }

  function install(name: string, module: PluginModule): void {
    const record: Loaded = { unregisterViews: [], rpcMethods: [], hasSlice: false }
    for (const [view, lazy] of Object.entries(module.views ?? {})) record.unregisterViews.push(router.registerView(view, lazy))
    if (module.slice) {
      store.addSlice(name, module.slice.initial)
      record.hasSlice = true
    }
    for (const [method, handler] of Object.entries(module.rpc ?? {})) {
      handlers.set(method, handler)
      record.rpcMethods.push(method)
    }
    loaded.set(name, record)
    const teardown = module.setup?.(options.kernel())
    if (teardown) record.teardown = teardown
  }

  const registry: PluginRegistry = {
    register(descriptor) {
      if (descriptors.has(descriptor.name)) throw kernelError('PLUGIN_ALREADY_REGISTERED', descriptor.name)
      descriptors.set(descriptor.name, descriptor as PluginDescriptor)
      bus.emit('plugin-added', { name: descriptor.name })
    },
    isEnabled,
    isLoaded: (name) => loaded.has(name),
    load(name) {
      const descriptor = descriptors.get(name)
      if (!descriptor || !isEnabled(name)) return Promise.resolve(false)
      let pending = loading.get(name)
      if (!pending) {
        pending = options.ready().then(() => descriptor.load()).then((module) => {
          // Removed while loading: do not install.
          if (descriptors.get(name) !== descriptor) return false
          install(name, module)
          bus.emit('plugin-loaded', { name })
          return true
        })
        pending.catch(() => loading.delete(name)) // a failed load may be retried
        loading.set(name, pending)
      }
      return pending
    },
    async start() {
      const eager = [...descriptors.values()].filter((descriptor) => (descriptor.loadOn ?? 'start') === 'start')
      await Promise.all(eager.map((descriptor) => registry.load(descriptor.name)))
    },
    async loadForView(view) {
      const owner = [...descriptors.values()].find((descriptor) => descriptor.views?.includes(view) && isEnabled(descriptor.name))
      if (owner) await registry.load(owner.name)
    },
    async rpc(method, params) {
      if (!handlers.has(method)) {
        const owner = [...descriptors.values()].find(
          (descriptor) => descriptor.rpcMethods?.includes(method) && isEnabled(descriptor.name),
        )
        if (owner) await registry.load(owner.name)
      }
      // A plugin loading at start may be about to register the method.
      if (!handlers.has(method)) await Promise.allSettled(loading.values())
      const handler = handlers.get(method)
      if (!handler) throw kernelError('RPC_CALL_NOT_ALLOWED')
      return handler(params, options.kernel())
    },
    slots(slot, order = []) {
      const entries = [...descriptors.values()]
        .filter((descriptor) => isEnabled(descriptor.name))
        .flatMap((descriptor) => descriptor.slots ?? [])
        .filter((entry) => entry.slot === slot)
      const rank = (entry: SlotEntry) => {
        const index = order.indexOf(entry.id)
        return index === -1 ? order.length : index
      }
      // Array.prototype.sort is stable: unranked entries keep registration order.
      return entries.sort((a, b) => rank(a) - rank(b))
    },
    remove(name) {
      const record = loaded.get(name)
      if (record) {
        record.teardown?.()
        record.unregisterViews.forEach((unregister) => unregister())
        if (record.hasSlice) store.removeSlice(name)
        record.rpcMethods.forEach((method) => handlers.delete(method))
        loaded.delete(name)
      }
      loading.delete(name)
      if (descriptors.delete(name)) bus.emit('plugin-removed', { name })
    },
    names: () => [...descriptors.keys()],
  }
  return registry
}
