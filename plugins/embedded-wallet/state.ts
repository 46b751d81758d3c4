/**
 * The embedded wallet's slice: SPEC §3 account fields that belong to the auth
 * connector (the user's email and username per namespace, the social
 * provider), which the Account view's 'account-detail' slot and the login
 * plugins that require this one read.
 */
import type { AuthWallet, Namespace, PluginHandle } from '../../kernel/plugin'
import type { Approvals } from './approvals'

export { EMBEDDED_WALLET_PLUGIN } from './names'

export interface EmbeddedUser {
  email: string | null
  username: string | null
}

export interface EmbeddedWalletState {
  users: Partial<Record<Namespace, EmbeddedUser>>
  socialProvider?: string
}

export const initialEmbeddedWalletState: EmbeddedWalletState = { users: {} }

/** The plugin's api: the AUTH wallet login plugins use, plus the approvals its own view settles. */
export interface EmbeddedWallet extends AuthWallet {
  readonly approvals: Approvals
  destroy(): void
}

export type EmbeddedWalletHandle = PluginHandle<EmbeddedWalletState, unknown, EmbeddedWallet>
