/** The swaps plugin's own messages: the form's inline errors and states, which the spec does not word. */
export const SWAP_FORM_MESSAGES = {
  TOO_MANY_DECIMALS: (symbol: string, decimals: number) => `${symbol} allows at most ${decimals} decimals`,
  SELECT_TOKEN: 'Select token',
  NO_TOKENS_FOUND: 'No tokens found',
  WAITING_FOR_WALLET: 'Waiting for your wallet',
  // Errors of a sent transaction (reported; the person sees the SPEC §8 swap messages).
  SWAP_NO_RPC_URL: (caipNetworkId: string) => `No RPC url for ${caipNetworkId}`,
  SWAP_NOT_MINED: (hash: string) => `Transaction ${hash} was not mined within a minute`,
  SWAP_REVERTED: (hash: string) => `Transaction ${hash} reverted`,
} as const
