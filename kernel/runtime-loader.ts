/**
 * Loading the runtime (kernel/runtime.ts) on first need, once: analytics
 * events emitted before it loaded wait and are sent when it does; an invalid
 * config is a developer error shown as the INVALID_CONFIG alert and never
 * retried; any other failure (a chunk that did not download) is retried by
 * the next need.
 */
import type { AnalyticsEvent } from './bus'
import { ALERTS, isPorticoError, kernelError } from './errors'
import type { Runtime, RuntimeShell } from './runtime'

export interface RuntimeLoader {
  load(): Promise<Runtime>
  /** The runtime if it loaded; throws RUNTIME_NOT_LOADED otherwise. */
  require(): Runtime
  /** The runtime if it loaded. */
  current(): Runtime | undefined
  /** Waits for a load in flight (so nothing it starts outlives the modal), then forgets it. */
  settle(): Promise<Runtime | undefined>
}

export function createRuntimeLoader(shell: RuntimeShell): RuntimeLoader {
  const { store, bus, report } = shell
  let runtime: Runtime | undefined
  let loading: Promise<Runtime> | undefined
  /**
   * Analytics events emitted before the runtime (and its analytics service)
   * loaded wait here. If it can never load (an invalid config) they are
   * dropped; a page that never needs the runtime sends none: nothing happened.
   */
  let analyticsQueue: AnalyticsEvent[] | undefined = []
  bus.on('analytics', (event) => {
    if (runtime) void runtime.services.analytics.track(event)
    else analyticsQueue?.push(event)
  })

  function failed(error: unknown): never {
    if (isPorticoError(error, 'INVALID_CONFIG')) {
      // A developer error: on the console whatever `debug` says (in debug mode the report logs it); the runtime will never load.
      if (!shell.config.debug) console.error(`[portico] ${error.message}`)
      store.set(() => ({ alert: ALERTS.INVALID_CONFIG }))
      analyticsQueue = undefined
    } else {
      loading = undefined
    }
    report('runtime')(error)
    throw error
  }

  return {
    load() {
      loading ??= import('./runtime')
        .then(({ createRuntime }) => createRuntime(shell))
        .then((loaded) => {
          runtime = loaded
          analyticsQueue?.splice(0).forEach((event) => void loaded.services.analytics.track(event))
          analyticsQueue = undefined
          return loaded
        }, failed)
      return loading
    },
    require() {
      if (!runtime) throw kernelError('RUNTIME_NOT_LOADED')
      return runtime
    },
    current: () => runtime,
    settle: async () => loading?.catch(() => undefined),
  }
}
