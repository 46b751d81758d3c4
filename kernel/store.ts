/**
 * The one kernel store: zustand/vanilla with copy-on-write updates (DESIGN: State; kernel/draft.ts). Holds
 * KernelState with the SPEC §3 initial values; plugins add named slices.
 * The account and network rules of SPEC §4/§5 over it are in store-rules.ts.
 */
import { createStore as createZustandStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { produce } from './draft'
import { kernelError } from './errors'
import type { ResolvedConfig } from './config'
import type { AccountState, AlertState, ChainState, KernelState, KernelStore, Namespace, Network } from './types'

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
    theme: { mode: config.themeMode, variables: config.themeVariables },
    connectors: [],
    plugins: {},
  }
}

export interface PorticoStore extends KernelStore {
  /** The zustand store itself, for React's `useStore(store.raw, selector)`. */
  readonly raw: StoreApi<KernelState>
  /** Add a plugin slice at `state.plugins[name]`; a duplicate name throws. */
  addSlice(name: string, initial: unknown): void
  removeSlice(name: string): void
}

export function createStore(initial: KernelState): PorticoStore {
  const raw = createZustandStore<KernelState>()(() => initial)
  const update = (recipe: (draft: KernelState) => void) => raw.setState((state) => produce(state, recipe), true)
  return {
    raw,
    getState: raw.getState,
    update,
    subscribe: (listener) => raw.subscribe(listener),
    addSlice(name, sliceInitial) {
      if (name in raw.getState().plugins) throw kernelError('SLICE_ALREADY_REGISTERED', name)
      update((draft) => {
        draft.plugins[name] = sliceInitial
      })
    },
    removeSlice(name) {
      update((draft) => {
        delete draft.plugins[name]
      })
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
