/** SPEC §8 "Transactions", word for word: the history plugin raises them. */
export const ACTIVITY_MESSAGES = {
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  TRANSACTIONS_NEED_ADDRESS: "Transactions can't be fetched without an accountAddress",
} as const
