/**
 * Plugins (DESIGN: "a plugin declares, the kernel runs"). A descriptor is a
 * few hundred bytes; its views, slice, RPC handlers and setup come from
 * `load()`, which runs only when the plugin is enabled — at start or on first
 * use (one of its declared views resolved, one of its RPC methods called).
 * Lifecycle: register → load (its code fetched beside the runtime and what it
 * requires) → setup once they are; remove → teardown, slice dropped.
 */
import type { Bus } from './bus'
import { kernelError } from './errors'
import type { PorticoStore } from './store'
import type {
  Kernel,
  PluginDescriptor,
  PluginHandle,
  PluginModule,
  PluginScope,
  Router,
  RpcHandler,
  ViewRole,
} from './types'

/** Identity helper so TypeScript infers a plugin's slice type and flags (public API). */
export function definePlugin<S = unknown, const F extends string = never>(descriptor: PluginDescriptor<S, F>): PluginDescriptor<S, F> {
  return descriptor
}

/** The one rule for "is this plugin on": no flag, or its flag set to true. The registry and the slots use it. */
export function isPluginEnabled(descriptor: Pick<PluginDescriptor, 'flag'>, flags: Readonly<Record<string, boolean>>): boolean {
  return descriptor.flag === undefined || flags[descriptor.flag] === true
}

/** A required plugin that is not configured or not enabled, as `[plugin, requirement]`. */
export function missingRequirement(
  descriptors: readonly PluginDescriptor[],
  flags: Readonly<Record<string, boolean>>,
): [string, string] | undefined {
  for (const descriptor of descriptors) {
    if (!isPluginEnabled(descriptor, flags)) continue
    for (const required of descriptor.requires ?? []) {
      const dependency = descriptors.find((candidate) => candidate.name === required)
      if (!dependency || !isPluginEnabled(dependency, flags)) return [descriptor.name, required]
    }
  }
  return undefined
}

export interface PluginRegistry {
  /** Register a descriptor; a duplicate name throws. Does not load it. */
  register(descriptor: PluginDescriptor): void
  /** Load an enabled plugin (after what it requires) once; resolves false for an unknown or disabled one. */
  load(name: string): Promise<boolean>
  /** Load every enabled plugin whose loadOn is 'start' (the default), or that restores a stored connector. */
  start(storedConnectors?: readonly string[]): Promise<void>
  /** Load the enabled plugin that declares a view, if any (the router's missing-view hook). */
  loadForView(view: string): Promise<void>
  /** The view an enabled plugin serves for a role, if any. */
  roleView(role: ViewRole): string | undefined
  /** Run an RPC method, loading its plugin first when needed. */
  rpc(method: string, params?: unknown): Promise<unknown>
  /** A loaded plugin's handle. */
  handle(name: string): PluginHandle | undefined
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
   * loaded. A plugin's setup waits for it (its code is fetched meanwhile), so
   * setup() and views never see a kernel without its runtime.
   */
  ready: () => Promise<unknown>
}

interface Loaded {
  scope: PluginScope & { api: unknown }
  unregisterViews: Array<() => void>
  rpcMethods: string[]
  hasSlice: boolean
  teardown?: () => void
}

/** The owner's scope over `state.plugins[name]` (Uppy's getPluginState/setPluginState). */
function createScope(name: string, store: PorticoStore): PluginScope & { actions: unknown; api: unknown } {
  return {
    name,
    actions: undefined,
    api: undefined,
    getState: () => store.getState().plugins[name],
    setState(recipe) {
      store.update((draft) => {
        const next = recipe(draft.plugins[name])
        if (next !== undefined) draft.plugins[name] = next
      })
    },
    subscribe: (listener) =>
      store.subscribe((state, previous) => {
        if (state.plugins[name] !== previous.plugins[name]) listener(state.plugins[name], previous.plugins[name])
      }),
  }
}

export function createPluginRegistry(options: PluginRegistryOptions): PluginRegistry {
  const { flags, store, bus, router } = options
  const descriptors = new Map<string, PluginDescriptor>()
  const loading = new Map<string, Promise<boolean>>()
  const loaded = new Map<string, Loaded>()
  const handlers = new Map<string, RpcHandler>()

  const enabled = () => [...descriptors.values()].filter((descriptor) => isPluginEnabled(descriptor, flags))

  function install(name: string, module: PluginModule): void {
    const kernel = options.kernel()
    const scope = createScope(name, store)
    const record: Loaded = { scope, unregisterViews: [], rpcMethods: [], hasSlice: false }
    for (const [view, lazy] of Object.entries(module.views ?? {})) record.unregisterViews.push(router.registerView(view, lazy))
    if (module.slice) {
      store.addSlice(name, module.slice.initial)
      record.hasSlice = true
      scope.actions = module.slice.actions?.(scope, kernel)
    }
    for (const [method, handler] of Object.entries(module.rpc ?? {})) {
      handlers.set(method, handler)
      record.rpcMethods.push(method)
    }
    loaded.set(name, record)
    const result = module.setup?.(kernel, scope)
    if (typeof result === 'function') record.teardown = result
    else if (result) {
      scope.api = result.api
      record.teardown = result.teardown
    }
  }

  async function loadOnce(descriptor: PluginDescriptor): Promise<boolean> {
    // Code fetched beside the runtime's (on reload, one round trip less under a start plugin), set up once it
    // is ready. A plugin that requires another fetches its own once that one is set up.
    const early = descriptor.requires ? undefined : descriptor.load()
    early?.catch(() => undefined) // awaited below, unless the runtime fails first
    await options.ready()
    for (const required of descriptor.requires ?? []) {
      if (!(await registry.load(required))) throw kernelError('PLUGIN_REQUIRES', descriptor.name, required)
    }
    const module = await (early ?? descriptor.load())
    // Removed while loading: do not install.
    if (descriptors.get(descriptor.name) !== descriptor) return false
    install(descriptor.name, module)
    bus.emit('plugin-loaded', { name: descriptor.name })
    return true
  }

  const registry: PluginRegistry = {
    register(descriptor) {
      if (descriptors.has(descriptor.name)) throw kernelError('PLUGIN_ALREADY_REGISTERED', descriptor.name)
      descriptors.set(descriptor.name, descriptor as PluginDescriptor)
      bus.emit('plugin-added', { name: descriptor.name })
    },
    load(name) {
      const descriptor = descriptors.get(name)
      if (!descriptor || !isPluginEnabled(descriptor, flags)) return Promise.resolve(false)
      let pending = loading.get(name)
      if (!pending) {
        pending = loadOnce(descriptor)
        pending.catch(() => loading.delete(name)) // a failed load may be retried
        loading.set(name, pending)
      }
      return pending
    },
    async start(storedConnectors = []) {
      const eager = enabled().filter(
        (descriptor) => (descriptor.loadOn ?? 'start') === 'start' || descriptor.restores?.some((id) => storedConnectors.includes(id)),
      )
      await Promise.all(eager.map((descriptor) => registry.load(descriptor.name)))
    },
    async loadForView(view) {
      const owner = enabled().find((descriptor) => descriptor.views?.includes(view))
      if (owner) await registry.load(owner.name)
    },
    roleView: (role) => enabled().find((descriptor) => descriptor.roles?.[role])?.roles?.[role],
    async rpc(method, params) {
      if (!handlers.has(method)) {
        const owner = enabled().find((descriptor) => descriptor.rpcMethods?.includes(method))
        if (owner) await registry.load(owner.name)
      }
      // A plugin loading at start may be about to register the method.
      if (!handlers.has(method)) await Promise.allSettled(loading.values())
      const handler = handlers.get(method)
      if (!handler) throw kernelError('RPC_CALL_NOT_ALLOWED')
      return handler(params, options.kernel())
    },
    handle: (name) => loaded.get(name)?.scope,
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

/**
 * The api of a plugin this one `requires` (loaded before it, so present); a
 * missing one is a configuration error, named as such.
 */
export function requiredApi<Api>(kernel: Pick<Kernel, 'plugin'>, name: string, requiredBy: string): Api {
  const handle = kernel.plugin<PluginHandle<unknown, unknown, Api>>(name)
  if (!handle) throw kernelError('PLUGIN_REQUIRES', requiredBy, name)
  return handle.api
}
