/**
 * Portico's public entry: `createModal(config)` builds the kernel's shell —
 * config defaults, bus, store, router, toasts, plugin and adapter registries —
 * and returns the app's handle. The runtime (full config validation, storage,
 * services, connection; kernel/runtime.ts) and the UI (kernel/ui) are
 * import()ed when the browser is idle after load, on intent (a pointer over a
 * Portico button: modal.preload) or on first need: open, connect, disconnect,
 * switchNetwork, rpc, adapter, a plugin that loads at start, or a stored
 * session to restore. Nothing here touches `window` at import time.
 */
import type { PluginList, PorticoConfig } from './config'
import { createModalShell, type CreateModalOptions } from './modal-shell'
import { preloadWhenIdle } from './preload'
import type { Modal } from './types'

/** `P` is inferred from `plugins`, so `features` accepts exactly the kernel's and those plugins' flags. */
export function createModal<const P extends PluginList = PluginList>(input: PorticoConfig<P>, options: CreateModalOptions = {}): Modal {
  const modal = createModalShell(input as PorticoConfig, options)
  if (options.preload !== false) preloadWhenIdle(modal.preload)
  return modal
}

export type { CreateModalOptions } from './modal-shell'
export { definePlugin } from './plugins'
export { defineAdapter } from './adapters'
export { resolveConfig, KERNEL_FEATURES } from './config'
export type { Features, KernelFeature, PluginFlags, PluginList, PorticoConfig, ResolvedConfig } from './config'
// The message catalogue (MESSAGES, messageOf) is not re-exported: it would put every message in the entry.
export { PorticoError, ALERTS, WALLET_ERROR_CODES } from './errors'
export type { ErrorCode, AlertCode } from './errors'
export type { LogEntry, LogLevel } from './log-level'
export type { Bus, BusEvents, AnalyticsEvent, AnalyticsEventName } from './bus'
export type * from './types'
export { NAMESPACES } from './types'
