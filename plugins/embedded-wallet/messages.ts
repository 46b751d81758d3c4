/** The embedded wallet plugin's own messages (situations the spec does not word). */
export const EMBEDDED_WALLET_MESSAGES = {
  EMBEDDED_UNKNOWN_CHAIN: (chainId: string) => `Unknown chain ${chainId}`,
} as const
