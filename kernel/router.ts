/**
 * The view stack and the open/close rules of SPEC §2. Views are registered by
 * name (built-in UI and plugins alike); the router never switches over view
 * names. A resolver hook lets the plugin registry load a plugin the first time
 * one of its views is needed, without router.ts importing plugins.ts.
 */
import type { Bus } from './bus'
import { isNetworkSupported } from './networks'
import type { LazyView, Network, OpenOptions, Router, ViewComponent, ViewEntry, ViewRole } from './types'
import { selectChain, selectIsConnected, withChanges, type ShellStore } from './store'

export interface InitialViewInput {
  /** An explicitly requested view. */
  view?: string
  hasAdapters: boolean
  isConnected: boolean
  isMobile: boolean
  /** The view a plugin serves for the 'basic-connect' role (SPEC §2: basic WalletConnect), if any. */
  basicConnectView?: string
}

/** SPEC §2: the view the modal opens on. */
export function initialView({ view, hasAdapters, isConnected, isMobile, basicConnectView }: InitialViewInput): string {
  if (!hasAdapters && !isConnected) return isMobile || !basicConnectView ? 'AllWallets' : basicConnectView
  if (view) return view
  return isConnected ? 'Account' : 'Connect'
}

/** SPEC §2: closing in embedded mode returns to Account if connected, else Connect. */
export function embeddedCloseView(isConnected: boolean): string {
  return isConnected ? 'Account' : 'Connect'
}

export interface UnsupportedChainInput {
  activeNetwork: Network | undefined
  requestedNetworks: readonly Network[]
  allowUnsupportedChain: boolean
  /** Basic WalletConnect (no adapters): the wallet picks the chain. */
  isBasicWalletConnect: boolean
}

/** SPEC §2: UnsupportedChain opens when the active network is not requested, unless allowed or basic WalletConnect. */
export function shouldShowUnsupportedChain(input: UnsupportedChainInput): boolean {
  if (input.allowUnsupportedChain || input.isBasicWalletConnect || !input.activeNetwork) return false
  return !isNetworkSupported(input.activeNetwork, input.requestedNetworks)
}

const UNSUPPORTED_CHAIN = 'UnsupportedChain'

export interface RouterOptions {
  store: ShellStore
  bus: Bus
  embedded: boolean
  allowUnsupportedChain: boolean
  hasAdapters: () => boolean
  isMobile: () => boolean
  /** Called when a view is not registered: load whatever provides it (a plugin). */
  resolveMissingView?: (name: string) => Promise<void>
  /** The view a plugin serves for a role (the plugin registry). */
  roleView?: (role: ViewRole) => string | undefined
  /** Awaited at the start of every open() and prepare(): the kernel loads its runtime and mounts the UI here. */
  beforeOpen?: () => Promise<void>
}

export function createRouter(options: RouterOptions): Router {
  const { store, bus } = options
  const views = new Map<string, LazyView>()
  const loaded = new Map<LazyView, ViewComponent>()
  const { resolveMissingView, roleView = () => undefined } = options

  function setHistory(history: ViewEntry[], action: 'push' | 'replace' | 'goBack' | 'reset'): void {
    store.set(({ router }) => ({ router: withChanges(router, { history }) }))
    const top = history[history.length - 1]
    if (top) bus.emit('view-change', { view: top.view, data: top.data, action })
  }

  function currentHistory(): ViewEntry[] {
    return store.getState().router.history
  }

  function entry(view: string, data?: Record<string, unknown>): ViewEntry {
    return data === undefined ? { view } : { view, data }
  }

  /** SPEC §2: the active network of the active namespace is not requested (and that is not allowed). */
  function onUnsupportedChain(): boolean {
    const chain = selectChain(store.getState())
    return shouldShowUnsupportedChain({
      activeNetwork: chain?.networkState.caipNetwork,
      requestedNetworks: chain?.networkState.requestedCaipNetworks ?? [],
      allowUnsupportedChain: options.allowUnsupportedChain,
      isBasicWalletConnect: !options.hasAdapters(),
    })
  }

  /** A connected wallet that lands on (or moves itself to) an unrequested network gets UnsupportedChain at once. */
  function showUnsupportedChain(): void {
    const { router: current } = store.getState()
    if (!selectIsConnected(store.getState()) || !onUnsupportedChain()) return
    if (current.open && current.history.at(-1)?.view === UNSUPPORTED_CHAIN) return
    void router.open({ view: UNSUPPORTED_CHAIN }).catch(() => undefined) // the UI failed to load: the next open retries
  }
  bus.on('network-change', showUnsupportedChain)
  bus.on('account-change', ({ status }) => status === 'connected' && showUnsupportedChain())

  /** The view open() shows first. */
  function firstView(openOptions: OpenOptions): string {
    const isConnected = selectIsConnected(store.getState())
    const view = initialView({
      view: openOptions.view,
      hasAdapters: options.hasAdapters(),
      isConnected,
      isMobile: options.isMobile(),
      basicConnectView: roleView('basic-connect'),
    })
    return !openOptions.view && isConnected && onUnsupportedChain() ? UNSUPPORTED_CHAIN : view
  }

  const router = {
    async prepare(openOptions: OpenOptions = {}) {
      await options.beforeOpen?.()
      await router.resolveView(firstView(openOptions))
    },
    async open(openOptions: OpenOptions = {}) {
      await options.beforeOpen?.()
      const state = store.getState()
      const namespace = openOptions.namespace
      if (namespace && state.chains[namespace]) store.set(() => ({ activeNamespace: namespace }))
      const isConnected = selectIsConnected(store.getState())
      const view = firstView(openOptions)
      // Load the view (and its plugin) before showing it, so the first frame is not empty.
      await router.resolveView(view)
      store.set(({ router }) => ({ router: withChanges(router, { open: true }) }))
      setHistory([entry(view, openOptions.data)], 'reset')
      bus.emit('modal-open', { view })
      bus.emit('analytics', { event: 'MODAL_OPEN', properties: { connected: isConnected } })
    },
    close() {
      const isConnected = selectIsConnected(store.getState())
      if (options.embedded) {
        setHistory([entry(embeddedCloseView(isConnected))], 'reset')
        return
      }
      if (!store.getState().router.open) return
      store.set(({ router }) => ({ router: withChanges(router, { open: false }) }))
      bus.emit('modal-close', undefined)
      bus.emit('analytics', { event: 'MODAL_CLOSE', properties: { connected: isConnected } })
    },
    push(view: string, data?: Record<string, unknown>) {
      setHistory([...currentHistory(), entry(view, data)], 'push')
    },
    replace(view: string, data?: Record<string, unknown>) {
      setHistory([...currentHistory().slice(0, -1), entry(view, data)], 'replace')
    },
    goBack() {
      const history = currentHistory()
      if (history.length > 1) setHistory(history.slice(0, -1), 'goBack')
    },
    reset(view: string, data?: Record<string, unknown>) {
      setHistory([entry(view, data)], 'reset')
    },
    setCurrentTab(tab: number) {
      store.set(({ activeNamespace, chains }) => {
        const chain = activeNamespace && chains[activeNamespace]
        if (!chain) return {}
        const accountState = withChanges(chain.accountState, { currentTab: tab })
        return { chains: withChanges(chains, { [activeNamespace]: withChanges(chain, { accountState }) }) }
      })
    },
    registerView(name: string, view: LazyView) {
      views.set(name, view)
      return () => {
        if (views.get(name) === view) views.delete(name)
      }
    },
    async resolveView(name: string): Promise<ViewComponent | undefined> {
      if (!views.has(name) && resolveMissingView) await resolveMissingView(name)
      const lazy = views.get(name)
      if (!lazy) return undefined
      const cached = loaded.get(lazy)
      if (cached) return cached
      const component = (await lazy()).default
      loaded.set(lazy, component)
      return component
    },
    loadedView(name: string) {
      const lazy = views.get(name)
      return lazy && loaded.get(lazy)
    },
    hasView(name: string) {
      return views.has(name)
    },
    roleView,
  }
  return router
}
