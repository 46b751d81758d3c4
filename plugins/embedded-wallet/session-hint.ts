/**
 * The few constants the plugin descriptors need before anything loads, and a
 * cheap raw check for a stored embedded-wallet session (so email/socials load
 * at start only when there is a session to restore). No import-time access to
 * `window` or storage: the check runs when a descriptor factory is called.
 */
import { connectorIdKey } from '../../kernel/session-keys'

/** The auth connector's id (SPEC §3 connector type AUTH). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'
/** SPEC §9: the auth connector serves these namespaces. */
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const
export type AuthNamespace = (typeof AUTH_NAMESPACES)[number]

/** True when a namespace was last connected through the embedded wallet (raw read, never throws). */
export function hasEmbeddedSession(): boolean {
  try {
    const local = (globalThis as { localStorage?: Pick<Storage, 'getItem'> }).localStorage
    return AUTH_NAMESPACES.some((namespace) => local?.getItem(connectorIdKey(namespace)) === AUTH_CONNECTOR_ID)
  } catch {
    return false
  }
}
