/**
 * When the Account view offers 'Update email' (SPEC §3/§7 update email): the
 * active account is signed in through the embedded wallet by email, so the
 * user has an address to replace (a social login's address belongs to the
 * provider, and a Farcaster login has none).
 */
import type { AccountState } from '../../kernel/types'
import { AUTH_CONNECTOR_ID } from '../embedded-wallet/session-hint'

export function canUpdateEmail(account: AccountState): boolean {
  return account.status === 'connected' && account.connectorId === AUTH_CONNECTOR_ID && Boolean(account.user?.email) && !account.socialProvider
}
