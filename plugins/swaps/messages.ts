/** SPEC §8 "Swap" and the §5 swap input errors, word for word (the gas-price refusal is the adapter's, which prices gas). */
export const SWAP_MESSAGES = {
  SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  SWAP_INIT_FAILED: 'Failed to initialize swap',
  SWAP_NETWORK_PRICE_FAILED: 'Failed to fetch network token price',
  SWAP_ALLOWANCE_FAILED: 'Failed to check allowance',
  SWAP_APPROVAL_FAILED: 'Failed to create approval transaction',
  SWAP_TRANSACTION_FAILED: 'Failed to create transaction',
  SWAP_WALLET_ERROR: 'Transaction error',
  SWAP_APPROVE_PROGRESS: 'Approve limit increase in your wallet',
  SWAP_CONFIRM_PROGRESS: 'Confirm transaction in your wallet',
  SWAP_PROGRESS: (from: string, to: string) => `Swapping ${from} to ${to}`,
  SWAP_DONE: (from: string, to: string) => `Swapped ${from} to ${to}`,
  SWAP_INSUFFICIENT_BALANCE: 'Insufficient balance',
  SWAP_INCORRECT_AMOUNT: 'Incorrect amount',
  SWAP_ENTER_VALID_AMOUNT: 'Please enter a valid amount',
} as const

/** The swaps plugin's own messages: the form's inline errors and states, which the spec does not word. */
export const SWAP_FORM_MESSAGES = {
  TOO_MANY_DECIMALS: (symbol: string, decimals: number) => `${symbol} allows at most ${decimals} decimals`,
  SELECT_TOKEN: 'Select token',
  NO_TOKENS_FOUND: 'No tokens found',
  WAITING_FOR_WALLET: 'Waiting for your wallet',
  // A sent transaction that reverted (reported; the person sees the SPEC §8 swap messages).
  SWAP_REVERTED: (hash: string) => `Transaction ${hash} reverted`,
} as const
