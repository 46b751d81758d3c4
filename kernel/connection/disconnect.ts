/**
 * Disconnect (SPEC §4): each connected namespace's wallet is told (failures collected and reported
 * together), then every account, network and stored session key of this page is reset.
 */
import { CONNECTION_MESSAGES, PorticoError, errorMessage, messageIn } from '../errors'
import { selectConnectedNamespaces } from '../store'
import { resetAccount, resetNetwork } from '../store-rules'
import type { Namespace } from '../types'
import { requireAdapter, type Lifecycle } from './session'

export async function disconnect(ctx: Lifecycle): Promise<void> {
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
  storage.resetOnDisconnect()
  if (failures.length === 0) {
    bus.emit('analytics', { event: 'DISCONNECT_SUCCESS' })
    return
  }
  bus.emit('analytics', { event: 'DISCONNECT_ERROR', properties: { message: failures.join('; ') } })
  ctx.toasts.showToast(messageIn(CONNECTION_MESSAGES, 'DISCONNECT_FAILED'), 'error')
  // Reported here as well as thrown, so a view that offers Disconnect has nothing left to say about it.
  const error = new PorticoError('DISCONNECT_CHAINS_FAILED', messageIn(CONNECTION_MESSAGES, 'DISCONNECT_CHAINS_FAILED'), { details: { failures } })
  ctx.report(error)
  throw error
}
