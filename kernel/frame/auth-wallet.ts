/**
 * The API of the plugin that serves the AUTH connector (SPEC §3 connector type
 * AUTH: the embedded wallet in its frame). Login plugins (email, socials)
 * require that plugin and reach it through `kernel.plugin(name).api`; this is
 * the shape they may rely on. Types only.
 */
import type { ConnectResult, Namespace } from '../types'
import { AUTH_NAMESPACES } from '../constants'
import type { RequestName } from './constants'
import type { RequestPayload, SuccessPayload } from './messages'

export interface AuthWallet {
  /** A frame request (the frame loads on the first one). */
  request<N extends RequestName>(name: N, payload?: RequestPayload<N>): Promise<SuccessPayload<N>>
  /** The namespace a login connects: the active one when the auth connector serves it. */
  loginNamespace(): Namespace
  /** Connect the auth connector through the kernel after the frame signed the user in. */
  finishLogin(social?: { provider: AuthSocialProvider; userName?: string | null }): Promise<ConnectResult>
  /**
   * SPEC §5/§9: the frame allows an email login trigger 30 s after the last one. Records this trigger when
   * allowed, else says 'Please try again after N seconds'.
   */
  triggerEmailLogin(now?: number): { allowed: true } | { allowed: false; message: string }
  /** The frame confirmed an email update: the new address replaces the old one app-side. */
  emailChanged(newEmail: string): void
  /**
   * SPEC §2: a social login that leaves the page (a full-page redirect, returning with `result_uri`) remembers
   * its provider here before it goes, so the return is labelled by the provider that started it.
   */
  rememberRedirect(provider: AuthSocialProvider): void
  /** The provider a full-page social login remembered, read once (removed); undefined when none did. */
  takeRedirect(): AuthSocialProvider | undefined
}

/**
 * The social logins the frame completes (SPEC §1 socials, Telegram included): what `finishLogin`'s
 * provider may be. The socials plugin offers some or all of them.
 */
export type AuthSocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook' | 'telegram'

/** The auth connector's id (SPEC §3 connector type AUTH). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'
export { AUTH_NAMESPACES }
export type AuthNamespace = (typeof AUTH_NAMESPACES)[number]
