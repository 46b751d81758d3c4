/**
 * The kernel's bus events: modal, router, connection and plugin lifecycle
 * events, plus the analytics events of SPEC §7, which the kernel forwards to
 * the analytics service. Types only; kernel/bus.ts creates the bus.
 */
import type { Emitter } from 'mitt'
import type { CaipAddress, ConnectionStatus, Namespace, Network } from './state'

/** Analytics events: the four of SPEC §7 plus the connect/modal ones. */
export type AnalyticsEventName =
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SWITCH_NETWORK'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'

export interface AnalyticsEvent {
  event: AnalyticsEventName
  properties?: Record<string, unknown>
}

export type ViewChangeAction = 'push' | 'replace' | 'goBack' | 'reset'

export type BusEvents = {
  'modal-open': { view: string }
  'modal-close': undefined
  'view-change': { view: string; data?: Record<string, unknown>; action: ViewChangeAction }
  'account-change': { namespace: Namespace; address?: string; caipAddress?: CaipAddress; status: ConnectionStatus }
  'network-change': { network: Network }
  connect: { namespace: Namespace; address: string; connectorId: string }
  /** A transaction the connected wallet sent (kernel.connection.sendTransaction), by hash. */
  transaction: { namespace: Namespace; hash: string; network: Network }
  /**
   * A purchase through an on-ramp provider's page ended (its window closed, bought or not) for `address`.
   * `provider` is the value of the history route's `onramp` query (SPEC §7) that lists its purchases.
   */
  purchase: { namespace: Namespace; address: string; provider: string }
  /** Emitted once per disconnect; plugins reset their own state (SPEC §4: send state). */
  disconnect: { namespaces: Namespace[] }
  'plugin-added': { name: string }
  'plugin-loaded': { name: string }
  'plugin-removed': { name: string }
  analytics: AnalyticsEvent
  /** Something failed that the kernel reports instead of throwing (storage, services, background work). */
  error: { error: unknown; source: string }
}

export type Bus = Emitter<BusEvents>
