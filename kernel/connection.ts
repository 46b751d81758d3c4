/**
 * The connection lifecycle of SPEC §4 over the adapters: connect, reconnect
 * on page load (most recently used connector first), switch network,
 * disconnect (failures collected), and the token-balance fetch with its 30 s
 * retry lock. Account fields follow SPEC §3; profile names follow SPEC §5.
 */
import type { AdapterRegistry } from './adapters'
import type { Bus } from './bus'
import { BALANCE_RETRY_LOCK_MS } from './cache'
import type { ResolvedConfig } from './config'
import { ALERTS, CONNECTION_MESSAGES, PorticoError, errorIn, errorMessage, messageIn } from './errors'
import { formatBalance } from './format'
import { addressExplorerUrl, supportsIdentity, toCaipAddress } from './networks'
import type { Services } from './services'
import { getBalance } from './services/account'
import type { Storage } from './storage'
import {
  resetAccount,
  resetNetwork,
  selectChain,
  selectConnectedNamespaces,
  setActiveNetwork,
  updateAccount,
} from './store'
import type {
  AdapterEvent,
  AdapterInstance,
  Connection,
  ConnectResult,
  KernelStore,
  Namespace,
  Network,
  TokenBalance,
  Toasts,
} from './types'

export interface ConnectionOptions {
  config: Pick<ResolvedConfig, 'networks' | 'defaultAccountTypes'>
  store: KernelStore
  bus: Bus
  storage: Storage
  services: Services
  adapters: AdapterRegistry
  toasts: Toasts
  /** Background failures (balances, profile) are reported, not thrown. */
  onError?: (error: unknown) => void
  now?: () => number
}

/** SPEC §5: token balances with decimals 0 are dropped. */
export function dropZeroDecimalTokens(balances: TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}

/**
 * A chain the wallet is on that the app did not configure. It becomes the
 * active network, so the app never believes the wallet is elsewhere and the
 * SPEC §2 UnsupportedChain rule can see it; it has no RPC URL to read from.
 */
export function unconfiguredNetwork(namespace: Namespace, chainId: number | string, sibling?: Network): Network {
  return {
    id: chainId,
    caipNetworkId: `${namespace}:${chainId}`,
    name: 'Unknown network',
    chainNamespace: namespace,
    nativeCurrency: sibling?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

export function createConnection(options: ConnectionOptions): Connection & { destroy(): void } {
  const { config, store, bus, storage, services, adapters, toasts } = options
  const report = options.onError ?? (() => undefined)
  const now = options.now ?? Date.now
  /** Event subscriptions, one per adapter or driver instance. */
  const unsubscribers = new Map<AdapterInstance, () => void>()
  /** The instance (adapter or connector driver) each namespace is connected through. */
  const connectedThrough = new Map<Namespace, AdapterInstance>()

  const activeNetworkOf = (namespace: Namespace): Network | undefined =>
    selectChain(store.getState(), namespace)?.networkState.caipNetwork

  /** The configured network of a chain id, else a stand-in for the chain the wallet is really on. */
  function networkOf(namespace: Namespace, chainId: number | string): Network | undefined {
    const chain = selectChain(store.getState(), namespace)
    if (!chain) return undefined
    return chain.caipNetworks.find((network) => String(network.id) === String(chainId)) ?? unconfiguredNetwork(namespace, chainId, chain.caipNetworks[0])
  }

  /** Write the account fields of a successful connect or reconnect (SPEC §3). */
  function syncAccount(namespace: Namespace, connectorId: string, result: ConnectResult, adapter: AdapterInstance): void {
    const network = networkOf(namespace, result.chainId)
    if (!network) throw errorIn(CONNECTION_MESSAGES, 'CAIP_NETWORK_UNDEFINED')
    const connector = adapter.getConnectors().find((candidate) => candidate.id === connectorId)
    const preferredAccountType = storage.getPreferredAccountType(namespace) ?? config.defaultAccountTypes[namespace]
    setActiveNetwork(store, network)
    updateAccount(store, namespace, {
      address: result.address,
      caipAddress: toCaipAddress(network, result.address),
      status: 'connected',
      connectorId,
      preferredAccountType,
      allAccounts: result.accounts ?? [{ address: result.address, type: preferredAccountType }],
      addressExplorerUrl: addressExplorerUrl(network, result.address),
      connectedWalletInfo: connector
        ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns, type: connector.type }
        : { name: connectorId },
    })
    store.update((draft) => {
      draft.connection.status = 'connected'
    })
    storage.setConnectorId(namespace, connectorId)
    storage.set('activeCaipNetworkId', network.caipNetworkId)
    storage.set('activeNamespace', namespace)
    if (connector) {
      const walletId = connector.explorerId ?? connector.id
      storage.set('walletId', walletId)
      storage.set('walletName', connector.name)
      storage.addRecentWallet({ id: walletId, name: connector.name, imageUrl: connector.imageUrl })
    }
    connectedThrough.set(namespace, adapter)
    listen(namespace, adapter)
    bus.emit('account-change', { namespace, address: result.address, caipAddress: toCaipAddress(network, result.address), status: 'connected' })
    // Balances and profile are background work: the connection is usable without them.
    void connection.refreshBalance(namespace).catch(report)
    void refreshProfile(namespace).catch(report)
  }

  function listen(namespace: Namespace, instance: AdapterInstance): void {
    if (unsubscribers.has(instance)) return
    unsubscribers.set(instance, instance.on((event) => onAdapterEvent(namespace, event, instance)))
  }

  /** Every instance's connectors, adapters first: what the Connect view lists. */
  function publishConnectors(): void {
    const instances = adapters.namespaces().flatMap((namespace) => {
      const adapter = adapters.loaded(namespace)
      return [...(adapter ? [adapter] : []), ...adapters.drivers(namespace)]
    })
    const extraDrivers = (Object.keys(store.getState().chains) as Namespace[])
      .filter((namespace) => !adapters.has(namespace))
      .flatMap((namespace) => adapters.drivers(namespace))
    const seen = new Set<string>()
    const connectors = [...instances, ...extraDrivers]
      .flatMap((instance) => instance.getConnectors())
      .filter((connector) => {
        const key = `${connector.chain}:${connector.id}`
        return seen.has(key) ? false : (seen.add(key), true)
      })
    store.update((draft) => {
      draft.connectors = connectors
    })
  }

  function onAdapterEvent(namespace: Namespace, event: AdapterEvent, instance: AdapterInstance): void {
    if (event.type === 'connectorsChanged') return publishConnectors()
    const account = selectChain(store.getState(), namespace)?.accountState
    // Only the instance we are connected through speaks for the account: another wallet may still
    // announce account or chain changes, and they are not ours.
    if (account?.status !== 'connected' || connectedThrough.get(namespace) !== instance) return
    switch (event.type) {
      case 'accountsChanged': {
        const [address] = event.accounts
        const network = activeNetworkOf(namespace)
        if (!address) {
          disconnected(namespace)
        } else if (network && address !== account?.address) {
          updateAccount(store, namespace, {
            address,
            caipAddress: toCaipAddress(network, address),
            addressExplorerUrl: addressExplorerUrl(network, address),
          })
          bus.emit('account-change', { namespace, address, caipAddress: toCaipAddress(network, address), status: 'connected' })
          void connection.refreshBalance(namespace).catch(report)
        }
        return
      }
      case 'chainChanged': {
        const network = networkOf(namespace, event.chainId)
        if (!network || network.caipNetworkId === activeNetworkOf(namespace)?.caipNetworkId) return
        // An unconfigured chain becomes active too: the router then shows UnsupportedChain (SPEC §2).
        applyNetwork(network)
        return
      }
      case 'disconnect':
        disconnected(namespace)
    }
  }

  /** The wallet ended the session on its side. */
  function disconnected(namespace: Namespace): void {
    connectedThrough.delete(namespace)
    resetAccount(store, namespace)
    storage.removeConnectorId(namespace)
    if (selectConnectedNamespaces(store.getState()).length === 0) {
      store.update((draft) => {
        draft.connection.status = 'disconnected'
      })
    }
    bus.emit('account-change', { namespace, status: 'disconnected' })
  }

  /** Make a network active and keep the account's CAIP address on it. */
  function applyNetwork(network: Network): void {
    setActiveNetwork(store, network)
    const address = selectChain(store.getState(), network.chainNamespace)?.accountState.address
    if (address) {
      updateAccount(store, network.chainNamespace, {
        caipAddress: toCaipAddress(network, address),
        addressExplorerUrl: addressExplorerUrl(network, address),
      })
    }
    storage.set('activeCaipNetworkId', network.caipNetworkId)
    storage.set('activeNamespace', network.chainNamespace)
    bus.emit('network-change', { network })
  }

  async function refreshProfile(namespace: Namespace): Promise<void> {
    const chain = selectChain(store.getState(), namespace)
    const address = chain?.accountState.address
    const network = chain?.networkState.caipNetwork
    if (!address || !supportsIdentity(network)) return // SPEC §5: EVM only, not testnets
    const identity = await services.blockchain.getIdentity({ address, sender: address, network })
    updateAccount(store, namespace, { profileName: identity.name, profileImage: identity.avatar })
  }

  /** The balance route resolves to [] on failure (SPEC §8); observe its error to apply the §4 retry lock. */
  async function fetchTokenBalances(address: string, network: Network): Promise<TokenBalance[]> {
    let failure: unknown
    const context = {
      ...services.context,
      onError: (error: unknown) => {
        failure = error
        services.context.onError(error)
      },
    }
    const { balances } = await getBalance(context, { address, network })
    if (failure !== undefined) throw failure
    return balances
  }

  /** The instance that serves a connector (a driver or the adapter), or the one a namespace is connected through. */
  async function requireAdapter(namespace: Namespace, connectorId?: string): Promise<AdapterInstance> {
    if (!adapters.serves(namespace)) throw errorIn(CONNECTION_MESSAGES, 'CHAIN_ADAPTER_NOT_FOUND')
    if (connectorId !== undefined) return adapters.resolve(namespace, connectorId)
    return connectedThrough.get(namespace) ?? adapters.get(namespace)
  }

  const connection = {
    async discoverConnectors() {
      await Promise.all(adapters.namespaces().map((namespace) => adapters.get(namespace)))
      for (const namespace of Object.keys(store.getState().chains) as Namespace[]) {
        const adapter = adapters.loaded(namespace)
        for (const instance of [...(adapter ? [adapter] : []), ...adapters.drivers(namespace)]) listen(namespace, instance)
      }
      publishConnectors()
    },

    getProvider(namespace: Namespace) {
      return (connectedThrough.get(namespace) ?? adapters.loaded(namespace))?.getProvider()
    },

    async connect({ namespace, connectorId }: { namespace: Namespace; connectorId: string }) {
      const adapter = await requireAdapter(namespace, connectorId)
      updateAccount(store, namespace, { status: 'connecting' })
      store.update((draft) => {
        draft.connection.status = 'connecting'
      })
      try {
        const result = await adapter.connect({ connectorId, network: activeNetworkOf(namespace) })
        syncAccount(namespace, connectorId, result, adapter)
        bus.emit('connect', { namespace, address: result.address, connectorId })
        bus.emit('analytics', { event: 'CONNECT_SUCCESS', properties: { namespace, connectorId } })
        return result
      } catch (error) {
        updateAccount(store, namespace, { status: 'disconnected' })
        store.update((draft) => {
          draft.connection.status = selectConnectedNamespaces(draft).length > 0 ? 'connected' : 'disconnected'
        })
        bus.emit('analytics', { event: 'CONNECT_ERROR', properties: { namespace, connectorId, message: errorMessage(error) } })
        throw error
      }
    },

    async reconnect() {
      const storedNetworkId = storage.get('activeCaipNetworkId')
      const storedNetwork = config.networks.find((network) => network.caipNetworkId === storedNetworkId)
      if (storedNetwork) setActiveNetwork(store, storedNetwork)
      // The most recently used namespace (the stored active one) is tried first.
      const lastNamespace = storage.get('activeNamespace')
      const namespaces = storage
        .connectedNamespaces()
        .filter((namespace) => adapters.serves(namespace) && store.getState().chains[namespace])
        .sort((a, b) => Number(b === lastNamespace) - Number(a === lastNamespace))
      if (namespaces.length === 0) return
      store.update((draft) => {
        draft.connection.status = 'reconnecting'
      })
      for (const namespace of namespaces) {
        const connectorId = storage.getConnectorId(namespace) as string
        updateAccount(store, namespace, { status: 'connecting' })
        try {
          const adapter = await requireAdapter(namespace, connectorId)
          const result = await adapter.reconnect?.({ connectorId, network: activeNetworkOf(namespace) })
          if (!result) throw new Error(`${connectorId} is no longer authorised`)
          syncAccount(namespace, connectorId, result, adapter)
        } catch (error) {
          report(error)
          resetAccount(store, namespace)
          storage.removeConnectorId(namespace)
        }
      }
      if (lastNamespace && selectChain(store.getState(), lastNamespace)?.accountState.status === 'connected') {
        store.update((draft) => {
          draft.activeNamespace = lastNamespace
        })
      }
      store.update((draft) => {
        draft.connection.status = selectConnectedNamespaces(draft).length > 0 ? 'connected' : 'disconnected'
      })
    },

    async disconnect() {
      const namespaces = selectConnectedNamespaces(store.getState())
      bus.emit('disconnect', { namespaces })
      const failures: string[] = []
      for (const namespace of namespaces) {
        try {
          await (await requireAdapter(namespace)).disconnect()
        } catch (error) {
          failures.push(messageIn(CONNECTION_MESSAGES, 'DISCONNECT_CHAIN_FAILED', namespace, errorMessage(error)))
        }
      }
      for (const namespace of Object.keys(store.getState().chains) as Namespace[]) {
        resetAccount(store, namespace)
        resetNetwork(store, namespace)
        connectedThrough.delete(namespace)
        storage.removeConnectorId(namespace)
        bus.emit('account-change', { namespace, status: 'disconnected' })
      }
      store.update((draft) => {
        draft.connection = { status: 'disconnected', buffering: false, wcError: false }
      })
      for (const name of ['connectedSocial', 'socialUsername', 'walletId', 'walletName'] as const) storage.remove(name)
      if (failures.length === 0) {
        bus.emit('analytics', { event: 'DISCONNECT_SUCCESS' })
        return
      }
      const error = new PorticoError('DISCONNECT_CHAINS_FAILED', messageIn(CONNECTION_MESSAGES, 'DISCONNECT_CHAINS_FAILED'), { cause: failures })
      bus.emit('analytics', { event: 'DISCONNECT_ERROR', properties: { message: failures.join('; ') } })
      toasts.showToast(messageIn(CONNECTION_MESSAGES, 'DISCONNECT_FAILED'), 'error')
      throw error
    },

    async switchNetwork(network: Network) {
      const known = config.networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)
      if (!known) {
        store.update((draft) => {
          draft.alert = ALERTS.SWITCH_NETWORK_NOT_FOUND
        })
        throw new PorticoError('NETWORK_NOT_FOUND', ALERTS.SWITCH_NETWORK_NOT_FOUND.title)
      }
      const namespace = network.chainNamespace
      if (selectChain(store.getState(), namespace)?.accountState.status === 'connected') {
        await (await requireAdapter(namespace)).switchNetwork(network)
      }
      applyNetwork(network)
      bus.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
      if (selectChain(store.getState(), namespace)?.accountState.address) {
        void connection.refreshBalance(namespace).catch(report)
        void refreshProfile(namespace).catch(report)
      }
    },

    async refreshBalance(namespace = store.getState().activeNamespace) {
      const chain = selectChain(store.getState(), namespace)
      const address = chain?.accountState.address
      const network = chain?.networkState.caipNetwork
      if (!namespace || !address || !network) return
      const lastRetry = chain.accountState.lastRetry
      // SPEC §4: within 30 s of a failure, answer an empty list without fetching.
      if (lastRetry !== undefined && now() - lastRetry < BALANCE_RETRY_LOCK_MS) {
        updateAccount(store, namespace, { tokenBalance: [], balanceLoading: false })
        return
      }
      updateAccount(store, namespace, { balanceLoading: true })
      await refreshNativeBalance(namespace, address, network)
      try {
        const balances = dropZeroDecimalTokens(await fetchTokenBalances(address, network))
        updateAccount(store, namespace, { tokenBalance: balances, balanceLoading: false, lastRetry: undefined })
      } catch (error) {
        updateAccount(store, namespace, { balanceLoading: false, lastRetry: now() })
        report(error)
        toasts.showToast(messageIn(CONNECTION_MESSAGES, 'TOKEN_BALANCE_UNAVAILABLE'), 'error')
      }
    },

    destroy() {
      unsubscribers.forEach((unsubscribe) => unsubscribe())
      unsubscribers.clear()
    },
  }

  /** The native balance from the wallet's own chain (shown in the account button, 3 decimals). */
  async function refreshNativeBalance(namespace: Namespace, address: string, network: Network): Promise<void> {
    const adapter = connectedThrough.get(namespace) ?? adapters.loaded(namespace)
    if (!adapter) return
    try {
      const { balance, symbol } = await adapter.getBalance({ address, network })
      updateAccount(store, namespace, { balance: formatBalance(balance), balanceSymbol: symbol })
    } catch (error) {
      report(error)
    }
  }

  return connection
}
