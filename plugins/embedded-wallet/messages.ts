/** The embedded wallet plugin's messages: the frame's email login interval (SPEC §5), and what the spec does not word. */
export const EMBEDDED_WALLET_MESSAGES = {
  EMAIL_COOLDOWN: (seconds: number) => `Please try again after ${seconds} seconds`,
  EMBEDDED_UNKNOWN_CHAIN: (chainId: string) => `Unknown chain ${chainId}`,
  EMBEDDED_NOT_LOADED: 'The embedded wallet is not loaded',
  EMBEDDED_SOLANA_SEND_VIA_REQUEST: 'A Solana transaction is built by the solana adapter (transfers.buildTransfer) or sent through request()',
} as const
