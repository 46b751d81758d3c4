/** SPEC §8 "Send" (and the §5 Solana wording), word for word. */
export const SEND_MESSAGES = {
  SEND_STARTED: 'Transaction started',
  SEND_FAILED: 'Something went wrong',
  SEND_INSUFFICIENT_BALANCE: 'Insufficient balance',
  SEND_FAILED_SOLANA: 'Failed to send transaction. Please try again.',
  SEND_INVALID_SOLANA: 'Please enter a valid amount and receiver address',
} as const

/** The send plugin's own messages: the form's inline errors and states, which the spec does not word. */
export const SEND_FORM_MESSAGES = {
  RECEIVER_INVALID: 'Enter a valid address: 0x followed by 40 hex digits',
  // An address of the right shape whose mixed case fails its EIP-55 checksum: a character was mistyped.
  RECEIVER_CHECKSUM: 'Enter a valid address: its mixed case fails the checksum, so a character is likely mistyped',
  AMOUNT_NOT_POSITIVE: 'Enter a positive number',
  AMOUNT_TOO_MANY_DECIMALS: (symbol: string, decimals: number) => `${symbol} allows at most ${decimals} decimals`,
  AMOUNT_ABOVE_BALANCE: (balance: string, symbol: string) => `Above your balance of ${balance} ${symbol}`,
  FEE_UNAVAILABLE: 'Network fee unavailable',
  FEE_NEEDED: (symbol: string) => `Sending ${symbol} needs the network fee`,
  NAMESPACE_UNSUPPORTED: 'Sending is not available on this network yet',
  NO_TOKENS: 'No tokens to send',
  NOTHING_TO_SEND: 'Nothing to send yet: fill in the form first',
  WAITING_FOR_WALLET: 'Confirm the transfer in your wallet',
  TOKEN_CONTRACT_UNREADABLE: (symbol: string) => `${symbol} has no readable contract address`,
} as const
