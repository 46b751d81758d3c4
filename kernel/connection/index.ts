/**
 * The connection lifecycle of SPEC §4 over the adapters: connect, reconnect
 * on page load (most recently used connector first), switch network,
 * disconnect (failures collected), and the token-balance fetch with its 30 s
 * retry lock. Each concern is a module of functions over one context.
 */
import { ALERTS, CONNECTION_MESSAGES, PorticoError, errorIn, errorMessage, messageIn } from '../errors'
import { resetAccount, resetNetwork, selectChain, selectConnectedNamespaces, setActiveNetwork, updateAccount } from '../store'
import type { AdapterInstance, Connection, ConnectResult, Namespace, Network, SendTransactionArgs } from '../types'
import { createAccountSync, type AccountSync } from './account-sync'
import { createBalances, type Balances } from './balances'
import { activeNetworkOf, createConnectionContext, type ConnectionContext, type ConnectionOptions } from './context'

export type { ConnectionOptions } from './context'
export { unconfiguredNetwork } from './context'
export { dropZeroDecimalTokens } from './balances'

/** The context with the two concerns the lifecycle calls into. */
interface Lifecycle extends ConnectionContext {
  sync: AccountSync
  balances: Balances
}

/** The instance that serves a connector (a driver or the adapter), or the one a namespace is connected through. */
async function requireAdapter(ctx: ConnectionContext, namespace: Namespace, connectorId?: string): Promise<AdapterInstance> {
  if (!ctx.adapters.serves(namespace)) throw errorIn(CONNECTION_MESSAGES, 'CHAIN_ADAPTER_NOT_FOUND')
  if (connectorId !== undefined) return ctx.adapters.resolve(namespace, connectorId)
  return ctx.connectedThrough.get(namespace) ?? ctx.adapters.get(namespace)
}

/** The overall status follows the namespaces: connected while any is. */
function settleStatus(ctx: ConnectionContext): void {
  ctx.store.update((draft) => {
    draft.connection.status = selectConnectedNamespaces(draft).length > 0 ? 'connected' : 'disconnected'
  })
}

async function discoverConnectors(ctx: Lifecycle): Promise<void> {
  const { adapters, store } = ctx
  // An adapter loads only when a network of its namespace is configured.
  await Promise.all(adapters.namespaces().filter((namespace) => store.getState().chains[namespace]).map((namespace) => adapters.get(namespace)))
  for (const namespace of Object.keys(store.getState().chains) as Namespace[]) {
    const adapter = adapters.loaded(namespace)
    for (const instance of [...(adapter ? [adapter] : []), ...adapters.drivers(namespace)]) ctx.sync.listen(namespace, instance)
  }
  ctx.sync.publishConnectors()
}

async function connect(ctx: Lifecycle, { namespace, connectorId }: { namespace: Namespace; connectorId: string }): Promise<ConnectResult> {
  const { store, bus } = ctx
  const adapter = await requireAdapter(ctx, namespace, connectorId)
  updateAccount(store, namespace, { status: 'connecting' })
  store.update((draft) => {
    draft.connection.status = 'connecting'
  })
  try {
    const result = await adapter.connect({ connectorId, network: activeNetworkOf(ctx, namespace) })
    ctx.sync.syncAccount(namespace, connectorId, result, adapter)
    bus.emit('connect', { namespace, address: result.address, connectorId })
    bus.emit('analytics', { event: 'CONNECT_SUCCESS', properties: { namespace, connectorId } })
    return result
  } catch (error) {
    updateAccount(store, namespace, { status: 'disconnected' })
    settleStatus(ctx)
    bus.emit('analytics', { event: 'CONNECT_ERROR', properties: { namespace, connectorId, message: errorMessage(error) } })
    throw error
  }
}

async function reconnect(ctx: Lifecycle): Promise<void> {
  const { store, storage, config, adapters } = ctx
  const storedNetwork = config.networks.find((network) => network.caipNetworkId === storage.get('activeCaipNetworkId'))
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
  for (const namespace of namespaces) await reconnectNamespace(ctx, namespace)
  if (lastNamespace && selectChain(store.getState(), lastNamespace)?.accountState.status === 'connected') {
    store.update((draft) => {
      draft.activeNamespace = lastNamespace
    })
  }
  settleStatus(ctx)
}

async function reconnectNamespace(ctx: Lifecycle, namespace: Namespace): Promise<void> {
  const connectorId = ctx.storage.getConnectorId(namespace) as string
  updateAccount(ctx.store, namespace, { status: 'connecting' })
  try {
    const adapter = await requireAdapter(ctx, namespace, connectorId)
    const result = await adapter.reconnect?.({ connectorId, network: activeNetworkOf(ctx, namespace) })
    if (!result) throw errorIn(CONNECTION_MESSAGES, 'CONNECTOR_NOT_AUTHORISED', connectorId)
    ctx.sync.syncAccount(namespace, connectorId, result, adapter)
  } catch (error) {
    ctx.report(error)
    // The person connected while this attempt waited (a wallet that never registered, say): that newer
    // connection and the connector id it stored are not this failure's to undo.
    if (ctx.connectedThrough.has(namespace)) return
    resetAccount(ctx.store, namespace)
    if (ctx.storage.getConnectorId(namespace) === connectorId) ctx.storage.removeConnectorId(namespace)
  }
}

async function disconnect(ctx: Lifecycle): Promise<void> {
  const { store, storage, bus } = ctx
  const namespaces = selectConnectedNamespaces(store.getState())
  bus.emit('disconnect', { namespaces })
  const failures: string[] = []
  for (const namespace of namespaces) {
    try {
      await (await requireAdapter(ctx, namespace)).disconnect()
    } catch (error) {
      failures.push(messageIn(CONNECTION_MESSAGES, 'DISCONNECT_CHAIN_FAILED', namespace, errorMessage(error)))
    }
  }
  for (const namespace of Object.keys(store.getState().chains) as Namespace[]) {
    resetAccount(store, namespace)
    resetNetwork(store, namespace)
    ctx.connectedThrough.delete(namespace)
    storage.removeConnectorId(namespace)
    bus.emit('account-change', { namespace, status: 'disconnected' })
  }
  store.update((draft) => {
    // The recent wallet stays: it is what the Connect view offers first next time.
    draft.connection = { status: 'disconnected', buffering: false, recentWallet: draft.connection.recentWallet }
  })
  for (const name of ['connectedSocial', 'socialUsername', 'walletId', 'walletName'] as const) storage.remove(name)
  if (failures.length === 0) {
    bus.emit('analytics', { event: 'DISCONNECT_SUCCESS' })
    return
  }
  bus.emit('analytics', { event: 'DISCONNECT_ERROR', properties: { message: failures.join('; ') } })
  ctx.toasts.showToast(messageIn(CONNECTION_MESSAGES, 'DISCONNECT_FAILED'), 'error')
  throw new PorticoError('DISCONNECT_CHAINS_FAILED', messageIn(CONNECTION_MESSAGES, 'DISCONNECT_CHAINS_FAILED'), { details: { failures } })
}

/** The instance a namespace is connected through and its account, for the wallet actions below. */
function connectedAccount(ctx: ConnectionContext, namespace = ctx.store.getState().activeNamespace) {
  const chain = selectChain(ctx.store.getState(), namespace)
  const instance = namespace && ctx.connectedThrough.get(namespace)
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!namespace || !instance || !address || !network) throw errorIn(CONNECTION_MESSAGES, 'CONNECTION_CLIENT_NOT_SET')
  return { namespace, instance, address, network }
}

async function sendTransaction(ctx: ConnectionContext, args: SendTransactionArgs, namespace?: Namespace): Promise<string> {
  const account = connectedAccount(ctx, namespace)
  if (args.token !== undefined && !account.instance.transfersTokens) {
    throw errorIn(CONNECTION_MESSAGES, 'TOKEN_TRANSFER_UNSUPPORTED', account.namespace)
  }
  const hash = await account.instance.sendTransaction(args)
  ctx.bus.emit('transaction', { namespace: account.namespace, hash, network: account.network })
  return hash
}

async function switchNetwork(ctx: Lifecycle, network: Network): Promise<void> {
  const { store, config, bus } = ctx
  if (!config.networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)) {
    store.update((draft) => {
      draft.alert = ALERTS.SWITCH_NETWORK_NOT_FOUND
    })
    throw new PorticoError('NETWORK_NOT_FOUND', ALERTS.SWITCH_NETWORK_NOT_FOUND.title)
  }
  const namespace = network.chainNamespace
  const connected = selectChain(store.getState(), namespace)?.accountState.status === 'connected'
  if (connected) await (await requireAdapter(ctx, namespace)).switchNetwork(network)
  if (namespace !== store.getState().activeNamespace) {
    store.update((draft) => {
      draft.switchingNamespace = !connected
    })
  }
  ctx.sync.applyNetwork(network)
  bus.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
  if (selectChain(store.getState(), namespace)?.accountState.address) ctx.balances.refreshAccountData(namespace)
}

export function createConnection(options: ConnectionOptions): Connection & { destroy(): void } {
  const context = createConnectionContext(options)
  const balances = createBalances(context)
  const ctx: Lifecycle = { ...context, balances, sync: createAccountSync(context, balances) }
  return {
    discoverConnectors: () => discoverConnectors(ctx),
    getProvider: (namespace) => (ctx.connectedThrough.get(namespace) ?? ctx.adapters.loaded(namespace))?.getProvider(),
    connect: (args) => connect(ctx, args),
    reconnect: () => reconnect(ctx),
    disconnect: () => disconnect(ctx),
    switchNetwork: (network) => switchNetwork(ctx, network),
    refreshBalance: balances.refreshBalance,
    refreshProfile: balances.refreshProfile,
    sendTransaction: (args, namespace) => sendTransaction(ctx, args, namespace),
    async getGasPrice(namespace) {
      const { instance, address, network } = connectedAccount(ctx, namespace)
      return instance.getGasPrice?.({ address, network })
    },
    async signMessage(message, namespace) {
      const { instance, address } = connectedAccount(ctx, namespace)
      return instance.signMessage({ message, address })
    },
    destroy() {
      ctx.unsubscribers.forEach((unsubscribe) => unsubscribe())
      ctx.unsubscribers.clear()
    },
  }
}
