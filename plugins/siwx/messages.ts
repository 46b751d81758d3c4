/** SPEC §8 "Sign-in", word for word. */
export const SIWX_MESSAGES = {
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIWX_SIGNATURE_DECLINED: 'Signature declined',
  SIWX_SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
} as const

/** The siwx plugin's own messages (situations the spec does not word). */
export const SIWX_PLUGIN_MESSAGES = {
  SIWX_INVALID_CONFIG: (details: string) => `Invalid sign-in config: ${details}`,
  SIWX_VERIFIER_REFUSED: (reason: string) => `The sign-in verifier refused the session: ${reason}`,
  SIWX_VERIFIER_BAD_RESPONSE: (route: string) => `The sign-in verifier answered ${route} with an unexpected response`,
  // The Sessions view (feature smartSessions), in the words of SPEC §8's 'Failed to fetch transactions'.
  SIWX_SESSIONS_FAILED: 'Failed to fetch sessions',
  SIWX_REVOKE_FAILED: 'Failed to revoke the session',
} as const

/** SPEC §5, refused by the descriptor when both are given (its own export, so the descriptor ships only this). */
export const SIWX_CONFIG_MESSAGES = {
  SIWE_AND_SIWX: 'siweConfig and siwx cannot both be set',
} as const
