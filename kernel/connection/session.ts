/**
 * The steps of the connection lifecycle that more than one caller takes: this tab's own calls
 * (connect, reconnect, switch) and following another tab (other-tabs.ts).
 */
import { CONNECTION_MESSAGES, errorIn } from '../errors'
import { selectChain, selectConnectedNamespaces } from '../store'
import { resetAccount, updateAccount } from '../store-rules'
import type { AdapterInstance, Namespace, Network } from '../types'
import type { AccountSync } from './account-sync'
import type { AccountData } from './account-data'
import { activeNetworkOf, type ConnectionContext } from './context'

/** The context with the two concerns the lifecycle calls into. */
export interface Lifecycle extends ConnectionContext {
  sync: AccountSync
  balances: AccountData
}

/** The instance that serves a connector (a driver or the adapter), or the one a namespace is connected through. */
export async function requireAdapter(ctx: ConnectionContext, namespace: Namespace, connectorId?: string): Promise<AdapterInstance> {
  if (!ctx.adapters.serves(namespace)) throw errorIn(CONNECTION_MESSAGES, 'CHAIN_ADAPTER_NOT_FOUND')
  if (connectorId !== undefined) return ctx.adapters.resolve(namespace, connectorId)
  return ctx.connectedThrough.get(namespace) ?? ctx.adapters.get(namespace)
}

/**
 * A connection attempt on a namespace (a connect, a restore): a newer one supersedes it, and a superseded
 * attempt neither sets nor clears state. Returns whether the attempt is still the newest.
 */
export function beginAttempt(ctx: ConnectionContext, namespace: Namespace): () => boolean {
  const attempt = { id: (ctx.attempts.get(namespace)?.id ?? 0) + 1 }
  ctx.attempts.set(namespace, attempt)
  return () => ctx.attempts.get(namespace) === attempt
}

/** The newest attempt on a namespace now waits on this outcome (called as its connect is asked). */
export function awaitOutcome<T>(ctx: ConnectionContext, namespace: Namespace, outcome: Promise<T>): Promise<T> {
  const attempt = ctx.attempts.get(namespace)
  if (attempt) attempt.outcome = outcome
  return outcome
}

/**
 * Whether the newest attempt on a namespace waits on this very outcome: a connector that answers a second
 * connect with the first one's (a WalletConnect proposal chosen again) hands one session to both.
 */
export function newestAwaits(ctx: ConnectionContext, namespace: Namespace, outcome: Promise<unknown>): boolean {
  return ctx.attempts.get(namespace)?.outcome === outcome
}

/** A namespace's account status after an attempt failed: connected still when a session goes on, else disconnected. */
export function settleAccount(ctx: ConnectionContext, namespace: Namespace): void {
  updateAccount(ctx.store, namespace, { status: ctx.connectedThrough.has(namespace) ? 'connected' : 'disconnected' })
  settleStatus(ctx)
}

/** The overall status follows the namespaces: connected while any is. */
export function settleStatus(ctx: ConnectionContext): void {
  ctx.store.update((draft) => {
    draft.connection.status = selectConnectedNamespaces(draft).length > 0 ? 'connected' : 'disconnected'
  })
}

/**
 * Restore the stored connector of a namespace without prompting (SPEC §4 reconnect); a failure leaves it
 * disconnected here, and forgets the stored connector unless `keepStored` (following another tab, whose
 * session stands even when this tab cannot restore it).
 */
export async function reconnectNamespace(ctx: Lifecycle, namespace: Namespace, { keepStored = false } = {}): Promise<void> {
  const connectorId = ctx.storage.getConnectorId(namespace) as string
  const isCurrent = beginAttempt(ctx, namespace)
  ctx.balances.prefetch()
  updateAccount(ctx.store, namespace, { status: 'connecting' })
  try {
    const adapter = await requireAdapter(ctx, namespace, connectorId)
    const result = await adapter.reconnect?.({ connectorId, network: activeNetworkOf(ctx, namespace) })
    if (!result) throw errorIn(CONNECTION_MESSAGES, 'CONNECTOR_NOT_AUTHORISED', connectorId)
    // The person connected while this restore waited: the newer attempt owns the outcome.
    if (isCurrent()) ctx.sync.syncAccount(namespace, connectorId, result, adapter)
  } catch (error) {
    ctx.report(error)
    // The person connected while this attempt waited (a wallet that never registered, say): that newer
    // connection and the connector id it stored are not this failure's to undo.
    if (!isCurrent() || ctx.connectedThrough.has(namespace)) return
    resetAccount(ctx.store, namespace)
    if (!keepStored && ctx.storage.getConnectorId(namespace) === connectorId) ctx.storage.removeConnectorId(namespace)
  }
}

/** Make a configured network active: the connected wallet moves first, then the account follows. */
export async function moveToNetwork(ctx: Lifecycle, network: Network): Promise<void> {
  const { store } = ctx
  const namespace = network.chainNamespace
  const connected = selectChain(store.getState(), namespace)?.accountState.status === 'connected'
  if (connected) await (await requireAdapter(ctx, namespace)).switchNetwork(network)
  if (namespace !== store.getState().activeNamespace) {
    store.update((draft) => {
      draft.switchingNamespace = !connected
    })
  }
  ctx.sync.applyNetwork(network)
  if (selectChain(store.getState(), namespace)?.accountState.address) ctx.balances.refreshAccountData(namespace)
}
