/** SPEC §8 "Send" (and the §5 Solana wording), word for word. */
import { messageIn, type Namespace } from '../../kernel/plugin'

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
} as const

/** SPEC §8 words a failed send by namespace: 'Something went wrong' (EVM), its own sentence for Solana. */
export const failedMessage = (namespace: Namespace): string => messageIn(SEND_MESSAGES, namespace === 'solana' ? 'SEND_FAILED_SOLANA' : 'SEND_FAILED')

/** SPEC §5 words one message for a missing amount or receiver on Solana; elsewhere the inline errors say it. */
export const missingInputMessage = (namespace: Namespace | undefined): string | undefined =>
  namespace === 'solana' ? messageIn(SEND_MESSAGES, 'SEND_INVALID_SOLANA') : undefined
