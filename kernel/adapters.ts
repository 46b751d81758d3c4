/**
 * Chain adapters (DESIGN: every namespace is an adapter plugin). A
 * descriptor names its namespace; the implementation is imported the first
 * time the kernel needs that namespace.
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
  destroy(): void
}

export interface AdapterRegistryOptions {
  kernel: () => Kernel
  isConnected: (namespace: Namespace) => boolean
}

export function createAdapterRegistry(options: AdapterRegistryOptions): AdapterRegistry {
  const descriptors = new Map<Namespace, AdapterDescriptor>()
  const instances = new Map<Namespace, Promise<AdapterInstance>>()
  const ready = new Map<Namespace, AdapterInstance>()

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
    destroy() {
      ready.forEach((adapter) => adapter.destroy?.())
      ready.clear()
      instances.clear()
    },
  }
  return registry
}
