/**
 * When the Account view offers 'Update email' (SPEC §3/§7 update email): the
 * active account is signed in through the embedded wallet by email, so the
 * user has an address to replace (a social login's address belongs to the
 * provider, and a Farcaster login has none). It reads the slice of the plugin
 * it requires; only that plugin writes it.
 */
import type { KernelState } from '../../kernel/plugin'
import { EMBEDDED_WALLET_PLUGIN } from './requires'

/** The part of the embedded wallet's slice this reads. */
interface EmbeddedWalletSlice {
  users: Partial<Record<string, { email: string | null }>>
  socialProvider?: string
}

export function canUpdateEmail(state: KernelState): boolean {
  const namespace = state.activeNamespace
  const account = namespace && state.chains[namespace]?.accountState
  if (!account || account.status !== 'connected' || account.connectedWalletInfo?.type !== 'AUTH') return false
  const slice = state.plugins[EMBEDDED_WALLET_PLUGIN] as EmbeddedWalletSlice | undefined
  return Boolean(slice?.users[namespace]?.email) && !slice?.socialProvider
}
