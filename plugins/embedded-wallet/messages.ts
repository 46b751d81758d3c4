/** The embedded wallet plugin's own messages (situations the spec does not word). */
export const EMBEDDED_WALLET_MESSAGES = {
  EMBEDDED_UNKNOWN_CHAIN: (chainId: string) => `Unknown chain ${chainId}`,
  EMBEDDED_NOT_LOADED: 'The embedded wallet is not loaded',
  EMBEDDED_SOLANA_SEND_VIA_REQUEST: 'A Solana transaction is built by the solana adapter (transfers.buildTransfer) or sent through request()',
} as const
