/**
 * Following the other tabs of the same site (SPEC §4, across tabs). Tabs share localStorage: a connect
 * stores its connector id, a disconnect removes it, a switch stores the active network. The kernel entry
 * hears each change through the `storage` event and this tab follows: it restores a session another tab
 * made, as a reload would; it ends one another tab ended; it moves to the network another tab chose.
 * Loaded on the first such change, so a tab that is alone never pays for it.
 */
import { ACTIVE_NETWORK_KEY, connectorIdKey } from '../session-keys'
import { selectActiveNetwork, selectChain } from '../store'
import { findNetwork } from '../store-rules'
import { NAMESPACES, type Namespace } from '../types'
import { moveToNetwork, reconnectNamespace, settleStatus, type Lifecycle } from './session'
import { KERNEL_KEYS } from '../storage'

/** Follow the change of one shared key (`null`: another tab cleared the storage, so every key). */
export async function followOtherTab(ctx: Lifecycle, key: string | null): Promise<void> {
  for (const namespace of NAMESPACES) {
    if (ctx.store.getState().chains[namespace] && (key === null || key === connectorIdKey(namespace))) await followSession(ctx, namespace)
  }
  if (key === null || key === ACTIVE_NETWORK_KEY) await followNetwork(ctx)
}

async function followSession(ctx: Lifecycle, namespace: Namespace): Promise<void> {
  const account = selectChain(ctx.store.getState(), namespace)?.accountState
  // This tab is connecting by itself: that attempt's outcome decides, and it stores its own connector.
  if (account?.status === 'connecting') return
  const stored = ctx.storage.getConnectorId(namespace)
  const connectedHere = account?.status === 'connected' ? account.connectorId : undefined
  if (stored === connectedHere) return
  // Ended (or replaced) in the other tab, which already told the wallet: forget it here without asking the
  // wallet again, which could revoke the session that tab has just made.
  if (connectedHere !== undefined) ctx.sync.endSession(namespace)
  if (stored !== undefined && ctx.adapters.serves(namespace)) await reconnectNamespace(ctx, namespace, { keepStored: true })
  settleStatus(ctx)
}

async function followNetwork(ctx: Lifecycle): Promise<void> {
  const id = ctx.storage.get(KERNEL_KEYS.activeCaipNetworkId)
  const network = findNetwork(ctx.store.getState(), id)
  if (!network || selectActiveNetwork(ctx.store.getState())?.caipNetworkId === id) return
  await moveToNetwork(ctx, network)
}
