/**
 * Chain adapters (DESIGN: every namespace is an adapter plugin). A
 * descriptor names its namespace; the implementation is imported the first
 * time the kernel needs that namespace.
 *
 * Connector drivers: a plugin that brings its own way to connect
 * (WalletConnect, the embedded wallet) registers an AdapterInstance that
 * serves only its own connectors. Connecting with one of those connectors
 * goes through the driver; everything else through the namespace's adapter.
 */
import { kernelError } from './errors'
import type { AdapterDescriptor, AdapterInstance, Kernel, Namespace } from './types'

/** Identity helper for inference (public API). */
export function defineAdapter(descriptor: AdapterDescriptor): AdapterDescriptor {
  return descriptor
}

export interface AdapterRegistry {
  register(descriptor: AdapterDescriptor): void
  has(namespace: Namespace): boolean
  namespaces(): Namespace[]
  /** The adapter of a namespace, loaded on first use; 'Adapter not found' when none is configured. */
  get(namespace: Namespace): Promise<AdapterInstance>
  /** The adapter if it is already loaded. */
  loaded(namespace: Namespace): AdapterInstance | undefined
  /** SPEC §4: refused (false) while the namespace is connected. */
  remove(namespace: Namespace): boolean
  /** Add a connector driver for a namespace; returns its removal. */
  addDriver(namespace: Namespace, driver: AdapterInstance): () => void
  /** The drivers of a namespace, in registration order. */
  drivers(namespace: Namespace): AdapterInstance[]
  /** Whether an adapter or a driver serves the namespace. */
  serves(namespace: Namespace): boolean
  /** The instance that serves a connector: its driver, else the namespace's adapter. */
  resolve(namespace: Namespace, connectorId: string): Promise<AdapterInstance>
  destroy(): void
}

export interface AdapterRegistryOptions {
  kernel: () => Kernel
  isConnected: (namespace: Namespace) => boolean
  /** Told when a driver is added or removed, so its connectors can be listed. */
  onDriversChanged?: (namespace: Namespace) => void
}

export function createAdapterRegistry(options: AdapterRegistryOptions): AdapterRegistry {
  const descriptors = new Map<Namespace, AdapterDescriptor>()
  const instances = new Map<Namespace, Promise<AdapterInstance>>()
  const ready = new Map<Namespace, AdapterInstance>()
  const driverSets = new Map<Namespace, Set<AdapterInstance>>()
  const driversOf = (namespace: Namespace) => [...(driverSets.get(namespace) ?? [])]

  const registry: AdapterRegistry = {
    register(descriptor) {
      if (descriptors.has(descriptor.namespace)) throw kernelError('ADAPTER_ALREADY_REGISTERED', descriptor.namespace)
      descriptors.set(descriptor.namespace, descriptor)
    },
    has: (namespace) => descriptors.has(namespace),
    namespaces: () => [...descriptors.keys()],
    get(namespace) {
      const descriptor = descriptors.get(namespace)
      if (!descriptor) return Promise.reject(kernelError('ADAPTER_NOT_FOUND'))
      let instance = instances.get(namespace)
      if (!instance) {
        instance = descriptor
          .load()
          .then(({ create }) => create(options.kernel()))
          .then((adapter) => {
            ready.set(namespace, adapter)
            return adapter
          })
        instance.catch(() => instances.delete(namespace)) // a failed import may be retried
        instances.set(namespace, instance)
      }
      return instance
    },
    loaded: (namespace) => ready.get(namespace),
    remove(namespace) {
      if (!descriptors.has(namespace) || options.isConnected(namespace)) return false
      ready.get(namespace)?.destroy?.()
      descriptors.delete(namespace)
      instances.delete(namespace)
      ready.delete(namespace)
      return true
    },
    addDriver(namespace, driver) {
      const set = driverSets.get(namespace) ?? new Set()
      driverSets.set(namespace, set.add(driver))
      options.onDriversChanged?.(namespace)
      return () => {
        if (set.delete(driver)) options.onDriversChanged?.(namespace)
      }
    },
    drivers: driversOf,
    serves: (namespace) => descriptors.has(namespace) || driversOf(namespace).length > 0,
    async resolve(namespace, connectorId) {
      const driver = driversOf(namespace).find((candidate) => candidate.getConnectors().some((c) => c.id === connectorId))
      return driver ?? registry.get(namespace)
    },
    destroy() {
      driverSets.forEach((set) => set.forEach((driver) => driver.destroy?.()))
      driverSets.clear()
      ready.forEach((adapter) => adapter.destroy?.())
      ready.clear()
      instances.clear()
    },
  }
  return registry
}
