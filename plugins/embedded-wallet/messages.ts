/** The embedded wallet plugin's messages: the frame's email login interval (SPEC §5), and what the spec does not word. */
export const EMBEDDED_WALLET_MESSAGES = {
  EMAIL_COOLDOWN: (seconds: number) => `Please try again after ${seconds} seconds`,
  EMBEDDED_TOO_MANY_PENDING: (limit: number) => `Too many requests are waiting for approval (at most ${limit}): approve or reject one first`,
  EMBEDDED_NOT_LOADED: 'The embedded wallet is not loaded',
  EMBEDDED_SOLANA_SEND_VIA_REQUEST: 'A Solana transaction is built by the solana adapter (transfers.buildTransfer) or sent through request()',
} as const
