/** The siwx plugin's own messages (situations the spec does not word). */
export const SIWX_PLUGIN_MESSAGES = {
  SIWX_INVALID_CONFIG: (details: string) => `Invalid sign-in config: ${details}`,
  SIWX_VERIFIER_REFUSED: (reason: string) => `The sign-in verifier refused the session: ${reason}`,
  SIWX_VERIFIER_BAD_RESPONSE: (route: string) => `The sign-in verifier answered ${route} with an unexpected response`,
} as const
