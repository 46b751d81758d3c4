/**
 * The one kernel store: zustand/vanilla with copy-on-write updates (DESIGN: State). Holds KernelState with the
 * SPEC §3 initial values; plugins add named slices. The synchronous shell (kernel/index.ts, router, toasts)
 * replaces whole top-level parts with `set`; drafted updates (`update`, immer's produce: kernel/drafts.ts) come
 * with the runtime, so a page that never needs the runtime never loads immer.
 * The account and network rules of SPEC §4/§5 over it are in store-rules.ts.
 */
import { createStore as createZustandStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { kernelError } from './errors'
import type { ResolvedConfig } from './config'
import type { AccountState, AlertState, ChainState, KernelState, KernelStore, Namespace, Network, ResolvedTheme, ThemeMode } from './types'

/** SPEC §3 initial account state: tab 0, no balances, disconnected. */
export function initialAccountState(): AccountState {
  return {
    currentTab: 0,
    tokenBalance: [],
    smartAccountDeployed: false,
    allAccounts: [],
    status: 'disconnected',
    balanceLoading: false,
  }
}

export function initialChainState(namespace: Namespace, networks: Network[], active?: Network): ChainState {
  return {
    namespace,
    networkState: {
      caipNetwork: active ?? networks[0],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
      approvedCaipNetworkIds: [],
      requestedCaipNetworks: networks,
    },
    accountState: initialAccountState(),
    caipNetworks: networks,
  }
}

/** The browser's dark colour-scheme query; undefined without a DOM (a server), where 'system' shows light. */
export const darkScheme = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)')

/** SPEC §2: the theme a mode shows; 'system' is the browser's colour scheme at this moment. */
export const resolveTheme = (mode: ThemeMode): ResolvedTheme => (mode == 'system' ? (darkScheme()?.matches ? 'dark' : 'light') : mode)

/** The state a fresh modal starts in: one ChainState per configured namespace. */
export function initialKernelState(
  config: Pick<ResolvedConfig, 'networks' | 'defaultNetwork' | 'themeMode' | 'themeVariables'>,
  alert?: AlertState,
): KernelState {
  const chains: KernelState['chains'] = {}
  for (const network of config.networks) {
    const namespace = network.chainNamespace
    if (chains[namespace]) continue
    const networks = config.networks.filter((candidate) => candidate.chainNamespace === namespace)
    const active = networks.find((candidate) => candidate.caipNetworkId === config.defaultNetwork.caipNetworkId)
    chains[namespace] = initialChainState(namespace, networks, active)
  }
  return {
    activeNamespace: config.defaultNetwork.chainNamespace,
    chains,
    connection: { status: 'disconnected', buffering: false },
    router: { open: false, history: [] },
    toast: { message: '', variant: 'success', open: false, autoClose: true },
    snackbar: { message: '', variant: 'info', open: false },
    alert,
    theme: { mode: config.themeMode, resolved: resolveTheme(config.themeMode), variables: config.themeVariables },
    connectors: [],
    plugins: {},
  }
}

/** Copy-on-write over a draft: immer's `produce`, which the runtime hands the store. */
export type Produce = <T>(base: T, recipe: (draft: T) => void) => T

/** `part` with `changes`, or `part` itself when they change nothing (so subscribers see no change). */
export function withChanges<T extends object>(part: T, changes: Partial<T>): T {
  const changed = (Object.keys(changes) as Array<keyof T>).some((key) => !Object.is(part[key], changes[key]))
  return changed ? { ...part, ...changes } : part
}

/** What the synchronous shell writes with: no drafts. */
export type ShellStore = Pick<PorticoStore, 'getState' | 'set'>

export interface PorticoStore extends KernelStore {
  /** The zustand store itself, for React's `useStore(store.raw, selector)`. */
  readonly raw: StoreApi<KernelState>
  /** Replace top-level parts with new values (the shell's writes: no draft, so no immer in the kernel entry). */
  set(next: (state: KernelState) => Partial<KernelState>): void
  /** Enables `update`; until then it throws RUNTIME_NOT_LOADED (only runtime-loaded code drafts). */
  useProduce(produce: Produce): void
  /** Add a plugin slice at `state.plugins[name]`; a duplicate name throws. */
  addSlice(name: string, initial: unknown): void
  removeSlice(name: string): void
}

/** `produce` given (tests, hosts without the runtime): `update` works at once. */
export function createStore(initial: KernelState, produce?: Produce): PorticoStore {
  const raw = createZustandStore<KernelState>()(() => initial)
  let draftWith = produce
  const set = (next: (state: KernelState) => Partial<KernelState>) => {
    const state = raw.getState()
    const partial = next(state)
    if (withChanges(state, partial) !== state) raw.setState(partial)
  }
  return {
    raw,
    getState: raw.getState,
    set,
    useProduce: (next) => void (draftWith = next),
    update(recipe) {
      if (!draftWith) throw kernelError('RUNTIME_NOT_LOADED')
      const next = draftWith
      raw.setState((state) => next(state, recipe), true)
    },
    subscribe: (listener) => raw.subscribe(listener),
    addSlice(name, sliceInitial) {
      if (name in raw.getState().plugins) throw kernelError('SLICE_ALREADY_REGISTERED', name)
      set((state) => ({ plugins: { ...state.plugins, [name]: sliceInitial } }))
    },
    removeSlice(name) {
      if (!(name in raw.getState().plugins)) return
      set(({ plugins: { [name]: _removed, ...plugins } }) => ({ plugins }))
    },
  }
}

/* ------------------------------------------------------------------ */
/* Selectors.                                                          */
/* ------------------------------------------------------------------ */

export function selectChain(state: KernelState, namespace = state.activeNamespace): ChainState | undefined {
  return namespace ? state.chains[namespace] : undefined
}
export function selectActiveAccount(state: KernelState): AccountState | undefined {
  return selectChain(state)?.accountState
}
export function selectActiveNetwork(state: KernelState): Network | undefined {
  return selectChain(state)?.networkState.caipNetwork
}
export function selectIsConnected(state: KernelState, namespace = state.activeNamespace): boolean {
  return selectChain(state, namespace)?.accountState.status === 'connected'
}
/** Namespaces whose account is connected. */
export function selectConnectedNamespaces(state: KernelState): Namespace[] {
  return (Object.keys(state.chains) as Namespace[]).filter((namespace) => selectIsConnected(state, namespace))
}
