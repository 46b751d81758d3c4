/**
 * The connection lifecycle of SPEC §4 over the adapters: connect (the newest attempt owns the outcome),
 * reconnect on page load (most recently used connector first), and the token-balance fetch with its 30 s
 * retry lock. What a first open never needs loads when used: the balances and profile (fetched as a connect
 * or restore begins), switch network, disconnect (failures collected), the wallet actions (sign, send),
 * following another tab. Each concern is a module of functions over one context.
 */
import { CONNECTION_MESSAGES, errorIn, errorMessage } from '../errors'
import { selectChain } from '../store'
import { setActiveNetwork, updateAccount } from '../store-rules'
import type { Connection, ConnectResult, Namespace, Network } from '../types'
import { createAccountSync } from './account-sync'
import { createAccountData } from './account-data'
import { activeNetworkOf, createConnectionContext, type ConnectionOptions } from './context'
import { awaitOutcome, beginAttempt, newestAwaits, reconnectNamespace, requireAdapter, settleAccount, settleStatus, type Lifecycle } from './session'
import { KERNEL_KEYS } from '../storage'

export type { ConnectionOptions } from './context'
export { unconfiguredNetwork } from './context'

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
  const isCurrent = beginAttempt(ctx, namespace)
  ctx.balances.prefetch()
  updateAccount(store, namespace, { status: 'connecting' })
  store.update((draft) => {
    draft.connection.status = 'connecting'
  })
  try {
    const outcome = awaitOutcome(ctx, namespace, adapter.connect({ connectorId, network: activeNetworkOf(ctx, namespace) }))
    const result = await outcome
    if (!isCurrent()) {
      // The person moved on to another wallet meanwhile (an abandoned pairing the wallet approved late): its
      // outcome is not this attempt's to overwrite, and a session no one will use is ended. When the person
      // came back to the same proposal, the newer attempt waits on this very session and takes it.
      if (adapter !== ctx.connectedThrough.get(namespace) && !newestAwaits(ctx, namespace, outcome)) void adapter.disconnect().catch(ctx.report)
      throw errorIn(CONNECTION_MESSAGES, 'CONNECT_SUPERSEDED')
    }
    ctx.sync.syncAccount(namespace, connectorId, result, adapter)
    bus.emit('connect', { namespace, address: result.address, connectorId })
    bus.emit('analytics', { event: 'CONNECT_SUCCESS', properties: { namespace, connectorId } })
    return result
  } catch (error) {
    // Only the newest attempt settles the status: it goes back to what the namespace is connected through.
    if (isCurrent()) settleAccount(ctx, namespace)
    bus.emit('analytics', { event: 'CONNECT_ERROR', properties: { namespace, connectorId, message: errorMessage(error) } })
    throw error
  }
}

async function reconnect(ctx: Lifecycle): Promise<void> {
  const { store, storage, config, adapters } = ctx
  // On page load the networks are the config's (one an app adds, it adds again after a reload).
  const storedNetwork = config.networks.find((network) => network.caipNetworkId === storage.get(KERNEL_KEYS.activeCaipNetworkId))
  if (storedNetwork) setActiveNetwork(store, storedNetwork)
  // The most recently used namespace (the stored active one) is tried first.
  const lastNamespace = storage.get(KERNEL_KEYS.activeNamespace)
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

/** What a connected wallet does (sign, send): loaded on the first use, which a first open never is. */
const walletActions = () => import('./wallet-actions')
/** Networks and adapters added or removed after createModal: loaded when an app first does. */
const networkApi = () => import('./networks')

/** The connection as the runtime holds it: the public lifecycle, plus what only the kernel calls. */
export interface RuntimeConnection extends Connection {
  /** modal.addNetwork, removeNetwork, removeAdapter (./networks). */
  addNetwork(namespace: Namespace, network: Network): Promise<void>
  removeNetwork(namespace: Namespace, caipNetworkId: string): Promise<void>
  removeAdapter(namespace: Namespace): Promise<void>
  /** Another tab changed a shared session key (`null`: it cleared the storage); this tab follows. */
  followOtherTab(key: string | null): Promise<void>
  destroy(): void
}

export function createConnection(options: ConnectionOptions): RuntimeConnection {
  const context = createConnectionContext(options)
  const balances = createAccountData(context)
  const ctx: Lifecycle = { ...context, balances, sync: createAccountSync(context, balances) }
  let following = Promise.resolve()
  return {
    discoverConnectors: () => discoverConnectors(ctx),
    getProvider: (namespace) => (ctx.connectedThrough.get(namespace) ?? ctx.adapters.loaded(namespace))?.getProvider(),
    connect: (args) => connect(ctx, args),
    reconnect: () => reconnect(ctx),
    // Loaded when used (as switchNetwork): a first open does not need it.
    disconnect: () => import('./disconnect').then(({ disconnect }) => disconnect(ctx)),
    switchNetwork: (network) => import('./switch-network').then(({ switchNetwork }) => switchNetwork(ctx, network)),
    addNetwork: (namespace, network) => networkApi().then(({ addNetwork }) => addNetwork(ctx, namespace, network)),
    removeNetwork: (namespace, id) => networkApi().then(({ removeNetwork }) => removeNetwork(ctx, namespace, id)),
    removeAdapter: (namespace) => networkApi().then(({ removeAdapter }) => removeAdapter(ctx, namespace)),
    refreshBalance: balances.refreshBalance,
    refreshProfile: balances.refreshProfile,
    sendTransaction: (args, namespace) => walletActions().then(({ sendTransaction }) => sendTransaction(ctx, args, namespace)),
    signMessage: (message, namespace) => walletActions().then(({ signMessage }) => signMessage(ctx, message, namespace)),
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
