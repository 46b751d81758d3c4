/**
 * The kernel runtime: everything createModal does not need synchronously.
 * kernel/index.ts loads this module with import() on first need (open,
 * connect, a plugin or adapter load, a stored session to restore), so a page
 * that never opens the modal never pays for zod, storage, the service clients
 * or the connection lifecycle.
 *
 * It first validates the whole config with zod (config-schema.ts): a bad
 * config fails here with PorticoError INVALID_CONFIG, before any of it is used.
 */
import type { AdapterRegistry } from './adapters'
import type { Bus } from './bus'
import type { PorticoConfig, ResolvedConfig } from './config'
import { validateConfig } from './config-schema'
import { createConnection, type RuntimeConnection } from './connection'
import { produce } from './drafts'
import { createServices } from './services'
import type { Services } from './services'
import { KERNEL_KEYS, createStorage } from './storage'
import type { Storage, StorageOptions } from './storage'
import type { PorticoStore } from './store'
import type { Toasts } from './types'

/** What the shell (kernel/index.ts) hands the runtime. */
export interface RuntimeShell {
  /** The app's config as given, for the full validation. */
  input: PorticoConfig
  config: ResolvedConfig
  store: PorticoStore
  bus: Bus
  adapters: AdapterRegistry
  toasts: Toasts
  /** The shell's error reporter: API refusals become alerts, everything reaches the 'error' event. */
  report: (source: string) => (error: unknown) => void
  fetch?: typeof fetch
  storage?: Pick<StorageOptions, 'localStorage' | 'dbName'>
}

export interface Runtime {
  storage: Storage
  services: Services
  connection: RuntimeConnection
}

/** Validate the config, then build storage, services and the connection. Throws INVALID_CONFIG. */
export function createRuntime(shell: RuntimeShell): Runtime {
  validateConfig(shell.input)
  const { config, store, bus, adapters, toasts, report } = shell
  store.useProduce(produce)
  // The configured plugins' declared values get the kernel's rules (checks, reset on disconnect).
  const keys = config.plugins.flatMap((plugin) => Object.values(plugin.storage ?? {}))
  const storage = createStorage({ ...shell.storage, keys, onError: report('storage') })
  const services = createServices({
    config: { ...config, projectId: config.projectId ?? '' },
    onError: report('services'),
    fetch: shell.fetch,
  })
  const connection = createConnection({ config, store, bus, storage, services, adapters, toasts, onError: report('connection') })
  // SPEC §3 recentWallet: the Connect view tags the wallet used last, across reloads.
  const lastId = storage.get(KERNEL_KEYS.walletId)
  const lastName = storage.get(KERNEL_KEYS.walletName)
  // The list, or the last wallet's id and name alone (a site that kept only those, as the incumbent does).
  const recentWallet = storage.get(KERNEL_KEYS.recentWallets)?.[0] ?? (lastId && lastName ? { id: lastId, name: lastName } : undefined)
  if (recentWallet) {
    store.update((draft) => {
      draft.connection.recentWallet = recentWallet
    })
  }
  // The Connect view lists installed wallets: discover them as soon as the runtime is needed.
  void connection.discoverConnectors().catch(report('connection'))
  return { storage, services, connection }
}
