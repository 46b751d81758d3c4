/** The receive plugin's own messages (situations the spec does not word; the copy toasts match the Account view's). */
export const RECEIVE_MESSAGES = {
  ADDRESS_COPIED: 'Address copied',
  COPY_FAILED: 'Failed to copy',
  /** `networks`: the names joined for reading, e.g. 'Ethereum or Base'. */
  ONLY_THESE_NETWORKS: (networks: string) => `Only send assets on ${networks} to this address. Assets sent on another network may be lost.`,
  NOT_CONNECTED: 'Connect a wallet to receive',
} as const
