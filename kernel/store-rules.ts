/**
 * The account and network rules of SPEC §4/§5: plain functions over the kernel store. Apart from store.ts
 * because only the runtime's connection code changes accounts and networks: the entry, which creates the
 * store, does not carry them.
 */
import { kernelError } from './errors'
import type { AccountState, ChainState, KernelState, KernelStore, Namespace, Network } from './types'
import { initialAccountState } from './store'

/** Set one account field; a chain is required (SPEC §5, §8). */
export function setAccountProp<K extends keyof AccountState>(
  store: KernelStore,
  namespace: Namespace | undefined,
  key: K,
  value: AccountState[K],
): void {
  const chain = namespace && store.getState().chains[namespace]
  if (!chain) throw kernelError('CHAIN_REQUIRED_SET_ACCOUNT_PROP')
  store.update((draft) => {
    ;(draft.chains[namespace] as ChainState).accountState[key] = value as never
  })
}

/** Merge account fields; a chain is required (SPEC §5, §8). */
export function updateAccount(store: KernelStore, namespace: Namespace | undefined, patch: Partial<AccountState>): void {
  const chain = namespace && store.getState().chains[namespace]
  if (!chain) throw kernelError('CHAIN_REQUIRED_UPDATE_ACCOUNT')
  store.update((draft) => {
    Object.assign((draft.chains[namespace] as ChainState).accountState, patch)
  })
}

/** SPEC §4: reset clears all account fields and the connector id; status becomes disconnected. */
export function resetAccount(store: KernelStore, namespace: Namespace | undefined): void {
  const chain = namespace && store.getState().chains[namespace]
  if (!chain) throw kernelError('CHAIN_REQUIRED_SET_ACCOUNT_PROP')
  store.update((draft) => {
    ;(draft.chains[namespace] as ChainState).accountState = initialAccountState()
  })
}

/** Make `network` the active one of its namespace and the active namespace. */
export function setActiveNetwork(store: KernelStore, network: Network): void {
  store.update((draft) => {
    const chain = draft.chains[network.chainNamespace]
    if (!chain) return
    chain.networkState.caipNetwork = network
    draft.activeNamespace = network.chainNamespace
  })
}

/**
 * Add a network to its namespace's networks, requested ones included (the Networks view lists it). A network
 * already there is left as it is (true); a namespace the modal was not configured with is refused (false).
 */
export function addNetwork(store: KernelStore, network: Network): boolean {
  const chain = store.getState().chains[network.chainNamespace]
  if (!chain) return false
  if (chain.caipNetworks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)) return true
  store.update((draft) => {
    const target = draft.chains[network.chainNamespace] as ChainState
    target.caipNetworks.push(network)
    target.networkState.requestedCaipNetworks.push(network)
  })
  return true
}

/** A network the modal knows (configured or added), by its CAIP-2 id. */
export function findNetwork(state: KernelState, caipNetworkId: string | null | undefined): Network | undefined {
  for (const chain of Object.values(state.chains)) {
    const network = chain.caipNetworks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (network) return network
  }
  return undefined
}

/**
 * SPEC §4/§5: removing the active network selects the first remaining one;
 * an unknown network or the last of its namespace is refused (returns false).
 */
export function removeNetwork(store: KernelStore, caipNetworkId: string): boolean {
  const state = store.getState()
  const chain = Object.values(state.chains).find((candidate) =>
    candidate.caipNetworks.some((network) => network.caipNetworkId === caipNetworkId),
  )
  if (!chain || chain.caipNetworks.length <= 1) return false
  store.update((draft) => {
    const target = draft.chains[chain.namespace] as ChainState
    target.caipNetworks = target.caipNetworks.filter((network) => network.caipNetworkId !== caipNetworkId)
    target.networkState.requestedCaipNetworks = target.networkState.requestedCaipNetworks.filter(
      (network) => network.caipNetworkId !== caipNetworkId,
    )
    if (target.networkState.caipNetwork?.caipNetworkId === caipNetworkId) {
      target.networkState.caipNetwork = target.caipNetworks[0]
    }
  })
  return true
}

/** SPEC §4 disconnect: network state returns to its unapproved defaults; the chosen network stays. */
export function resetNetwork(store: KernelStore, namespace: Namespace): void {
  store.update((draft) => {
    const chain = draft.chains[namespace]
    if (!chain) return
    chain.networkState.approvedCaipNetworkIds = []
    chain.networkState.supportsAllNetworks = true
    chain.networkState.smartAccountEnabledNetworks = []
  })
}
