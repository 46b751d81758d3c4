/** The WalletConnect plugin's own messages (situations the spec does not word). */
export const WALLETCONNECT_MESSAGES = {
  WC_PAIRING_ABANDONED: 'The WalletConnect pairing was abandoned',
  WC_REMOVED: 'WalletConnect was removed',
  WC_INVALID_WALLET_RESPONSE: (method: string) => `The wallet returned an invalid response to ${method}`,
  WC_NETWORK_NOT_IN_SESSION: (caipNetworkId: string) => `${caipNetworkId} is not in the session`,
  WC_SOLANA_SEND_VIA_REQUEST: 'A Solana transaction is built by the solana adapter (transfers.buildTransfer) or sent through request()',
} as const
