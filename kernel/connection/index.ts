/**
 * The connection lifecycle of SPEC §4 over the adapters: connect, reconnect
 * on page load (most recently used connector first), switch network,
 * disconnect (failures collected), and the token-balance fetch with its 30 s
 * retry lock. Each concern is a module of functions over one context.
 */
import { ALERTS, CONNECTION_MESSAGES, PorticoError, errorIn, errorMessage } from '../errors'
import { selectChain, setActiveNetwork, updateAccount } from '../store'
import type { Connection, ConnectResult, Namespace, Network, SendTransactionArgs } from '../types'
import { createAccountSync } from './account-sync'
import { createBalances } from './balances'
import { activeNetworkOf, createConnectionContext, type ConnectionContext, type ConnectionOptions } from './context'
import { moveToNetwork, reconnectNamespace, requireAdapter, settleStatus, type Lifecycle } from './session'

export type { ConnectionOptions } from './context'
export { unconfiguredNetwork } from './context'
export { dropZeroDecimalTokens } from './balances'

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

/**
 * The instance a namespace is connected through and its account, for the wallet actions below. The stored
 * connector must still be this one: a session another tab ended (or replaced) is never signed for here, even
 * in the moment before this tab hears of it.
 */
function connectedAccount(ctx: ConnectionContext, namespace = ctx.store.getState().activeNamespace) {
  const chain = selectChain(ctx.store.getState(), namespace)
  const instance = namespace && ctx.connectedThrough.get(namespace)
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  const current = namespace && ctx.storage.getConnectorId(namespace) === chain?.accountState.connectorId
  if (!namespace || !instance || !address || !network || !current) throw errorIn(CONNECTION_MESSAGES, 'CONNECTION_CLIENT_NOT_SET')
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
  await moveToNetwork(ctx, network)
  bus.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
}

/** The connection as the runtime holds it: the public lifecycle, plus what only the kernel calls. */
export interface RuntimeConnection extends Connection {
  /** Another tab changed a shared session key (`null`: it cleared the storage); this tab follows. */
  followOtherTab(key: string | null): Promise<void>
  destroy(): void
}

export function createConnection(options: ConnectionOptions): RuntimeConnection {
  const context = createConnectionContext(options)
  const balances = createBalances(context)
  const ctx: Lifecycle = { ...context, balances, sync: createAccountSync(context, balances) }
  let following = Promise.resolve()
  return {
    discoverConnectors: () => discoverConnectors(ctx),
    getProvider: (namespace) => (ctx.connectedThrough.get(namespace) ?? ctx.adapters.loaded(namespace))?.getProvider(),
    connect: (args) => connect(ctx, args),
    reconnect: () => reconnect(ctx),
    // Loaded when used: a first open does not need it.
    disconnect: () => import('./disconnect').then(({ disconnect }) => disconnect(ctx)),
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
    followOtherTab(key) {
      // One change at a time, in the order the other tab made them (a connect stores the connector, then the network).
      following = following.then(() => import('./other-tabs').then(({ followOtherTab }) => followOtherTab(ctx, key))).catch(ctx.report)
      return following
    },
    destroy() {
      ctx.unsubscribers.forEach((unsubscribe) => unsubscribe())
      ctx.unsubscribers.clear()
    },
  }
}
