/** The sign-in values in localStorage (SPEC §3 sign-in auth and nonce tokens), declared on the descriptor: plain data only. */
import type { LocalKey } from '../../kernel/plugin'

export const SIWX_KEYS = {
  /** The sessions, one per namespace, as JSON text (stored-sessions.ts checks their shape). */
  authToken: { key: '@appkit-wallet/siwx-auth-token' },
  nonceToken: { key: '@appkit-wallet/siwx-nonce-token' },
} as const satisfies Record<string, LocalKey>
