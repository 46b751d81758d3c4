/**
 * The account side of a connection: write the SPEC §3 account fields after a
 * connect or reconnect (and remember the wallet as recent, SPEC §9), follow
 * the wallet's account, chain and disconnect events, and keep the CAIP
 * address on the active network.
 */
import { CONNECTION_MESSAGES, errorIn } from '../errors'
import { addressExplorerUrl, toCaipAddress } from '../networks'
import { selectChain, selectConnectedNamespaces } from '../store'
import { resetAccount, setActiveNetwork, updateAccount } from '../store-rules'
import type { AccountEntry, AdapterEvent, AdapterInstance, ChainState, Connector, ConnectResult, Namespace, Network } from '../types'
import { walletIdOf } from '../wallet-id'
import type { Balances } from './balances'
import { activeNetworkOf, networkOf, type ConnectionContext } from './context'
import { KERNEL_KEYS } from '../storage'

export interface AccountSync {
  /** Write the account fields of a successful connect or reconnect (SPEC §3). */
  syncAccount(namespace: Namespace, connectorId: string, result: ConnectResult, adapter: AdapterInstance): void
  /** Follow an instance's events for a namespace (once per instance). */
  listen(namespace: Namespace, instance: AdapterInstance): void
  /** Every instance's connectors, adapters first: what the Connect view lists. */
  publishConnectors(): void
  /** Make a network active and keep the account's CAIP address on it. */
  applyNetwork(network: Network): void
  /** The session ended elsewhere (the wallet, another tab): the namespace is disconnected here. */
  endSession(namespace: Namespace): void
}

export function createAccountSync(ctx: ConnectionContext, balances: Balances): AccountSync {
  const { store, storage, bus, config, adapters, connectedThrough, unsubscribers, report } = ctx
  /** Write the account fields of a successful connect or reconnect (SPEC §3). */
  function syncAccount(namespace: Namespace, connectorId: string, result: ConnectResult, adapter: AdapterInstance): void {
    const network = networkOf(ctx, namespace, result.chainId)
    if (!network) throw errorIn(CONNECTION_MESSAGES, 'CAIP_NETWORK_UNDEFINED')
    const connector = adapter.getConnectors().find((candidate) => candidate.id === connectorId)
    const preferredAccountType = result.preferredAccountType ?? storage.getPreferredAccountType(namespace) ?? config.defaultAccountTypes[namespace]
    setActiveNetwork(store, network)
    updateAccount(store, namespace, {
      address: result.address,
      caipAddress: toCaipAddress(network, result.address),
      status: 'connected',
      connectorId,
      preferredAccountType,
      allAccounts: result.accounts ?? [{ address: result.address, type: preferredAccountType }],
      smartAccountDeployed: result.smartAccountDeployed ?? false,
      addressExplorerUrl: addressExplorerUrl(network, result.address),
      connectedWalletInfo: connector
        ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns, type: connector.type }
        : { name: connectorId },
    })
    const recent = connector && { id: walletIdOf(connector), name: connector.name, imageUrl: connector.imageUrl }
    store.update((draft) => {
      Object.assign((draft.chains[namespace] as ChainState).networkState, result.networkState)
      draft.connection.status = 'connected'
      draft.switchingNamespace = false
      if (recent) draft.connection.recentWallet = recent
    })
    storage.setConnectorId(namespace, connectorId)
    if (result.preferredAccountType) storage.setPreferredAccountType(namespace, result.preferredAccountType)
    storage.set(KERNEL_KEYS.activeCaipNetworkId, network.caipNetworkId)
    storage.set(KERNEL_KEYS.activeNamespace, namespace)
    if (recent) {
      storage.set(KERNEL_KEYS.walletId, recent.id)
      storage.set(KERNEL_KEYS.walletName, recent.name)
      storage.addRecentWallet(recent)
    }
    connectedThrough.set(namespace, adapter)
    listen(namespace, adapter)
    bus.emit('account-change', { namespace, address: result.address, caipAddress: toCaipAddress(network, result.address), status: 'connected' })
    balances.refreshAccountData(namespace)
  }

  function listen(namespace: Namespace, instance: AdapterInstance): void {
    if (unsubscribers.has(instance)) return
    unsubscribers.set(instance, instance.on((event) => onAdapterEvent(namespace, event, instance)))
  }

  /** Every instance's connectors, adapters first: what the Connect view lists. */
  /** The app's custom wallets (config `customWallets`): EXTERNAL connectors on each configured namespace, paired over WalletConnect. */
  function customConnectors(): Connector[] {
    return (Object.keys(store.getState().chains) as Namespace[]).flatMap((chain) =>
      (config.customWallets ?? []).map((wallet): Connector => ({ id: wallet.id, name: wallet.name, type: 'EXTERNAL', chain, explorerId: wallet.id, ...(wallet.image_url ? { imageUrl: wallet.image_url } : {}) })),
    )
  }

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
      .concat(customConnectors())
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
      case 'accountsChanged':
        return accountChanged(namespace, event.accounts[0], event.entries)
      case 'chainChanged': {
        const network = networkOf(ctx, namespace, event.chainId)
        if (!network || network.caipNetworkId === activeNetworkOf(ctx, namespace)?.caipNetworkId) return
        // An unconfigured chain becomes active too: the router then shows UnsupportedChain (SPEC §2).
        applyNetwork(network)
        return
      }
      case 'disconnect':
        endSession(namespace)
    }
  }

  function accountChanged(namespace: Namespace, address: string | undefined, entries?: AccountEntry[]): void {
    const network = activeNetworkOf(ctx, namespace)
    if (!address) return endSession(namespace)
    if (entries) updateAccount(store, namespace, { allAccounts: entries })
    if (!network || address === selectChain(store.getState(), namespace)?.accountState.address) return
    updateAccount(store, namespace, {
      address,
      caipAddress: toCaipAddress(network, address),
      addressExplorerUrl: addressExplorerUrl(network, address),
    })
    bus.emit('account-change', { namespace, address, caipAddress: toCaipAddress(network, address), status: 'connected' })
    void balances.refreshBalance(namespace).catch(report)
  }

  /** The wallet, or another tab, ended the session. */
  function endSession(namespace: Namespace): void {
    const connectorId = selectChain(store.getState(), namespace)?.accountState.connectorId
    connectedThrough.delete(namespace)
    resetAccount(store, namespace)
    // Only this session's own: another tab may have stored the connector of a newer one.
    if (storage.getConnectorId(namespace) === connectorId) storage.removeConnectorId(namespace)
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
    storage.set(KERNEL_KEYS.activeCaipNetworkId, network.caipNetworkId)
    storage.set(KERNEL_KEYS.activeNamespace, network.chainNamespace)
    bus.emit('network-change', { network })
  }

  return { syncAccount, listen, publishConnectors, applyNetwork, endSession }
}
