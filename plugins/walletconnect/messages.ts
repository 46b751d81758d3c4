/** The WalletConnect plugin's messages: its provider's SPEC §8 texts, and what the spec does not word. */
export const WALLETCONNECT_MESSAGES = {
  // SPEC §8 "Provider use" ('Sign Client not initialized' cannot happen here: the provider loads before any request)
  NAMESPACE_NOT_CONFIGURED: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
  WC_PAIRING_ABANDONED: 'The WalletConnect pairing was abandoned',
  WC_REMOVED: 'WalletConnect was removed',
  WC_INVALID_RELAY_URL: (url: string) => `relayUrl is not a ws:// or wss:// URL: ${url}`,
  WC_INVALID_WALLET_RESPONSE: (method: string) => `The wallet returned an invalid response to ${method}`,
  WC_NETWORK_NOT_IN_SESSION: (caipNetworkId: string) => `${caipNetworkId} is not in the session`,
  WC_SOLANA_SEND_VIA_REQUEST: 'A Solana transaction is built by the solana adapter (transfers.buildTransfer) or sent through request()',
  WC_PACKAGE_MISSING: (name: string) => `The WalletConnect plugin needs the package ${name}, which is not installed: npm install ${name}`,
} as const
