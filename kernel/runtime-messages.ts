/**
 * The message groups (SPEC §8) of what loads after the entry: requests, storage, the connection, networks
 * added at run time, wallet providers and chain RPC. Apart from errors.ts, which re-exports them, because the
 * entry imports errors.ts: a group there would ship in the page's first chunk even though only lazily loaded
 * code raises it. Read them with errors.ts's `messageIn`/`errorIn`, as every group.
 */

/** Requests (kernel/http.ts, kernel/services, the frame bridge). */
export const REQUEST_MESSAGES = {
  // SPEC §8, for the HTTP client and the frame alike.
  REQUEST_ABORTED: 'Request was aborted',
  // Portico: what the spec leaves unworded.
  HTTP_FAILED: (status: number, body: string) => `HTTP ${status}: ${body.slice(0, 200)}`,
  HTTP_UNREACHABLE: (url: string) => `No answer from ${url}`,
  HTTP_INVALID_RESPONSE: (url: string) => `Invalid response from ${url}`,
  // A service call that failed: its cause's message (the alert an API refusal raises is in `details`).
  SERVICE_FAILED: (reason: string) => reason,
} as const

/** Portico: values in storage that fail their schema are removed and reported (kernel/storage*.ts). */
export const STORAGE_MESSAGES = {
  INVALID_STORED_VALUE: (key: string) => `Removed an invalid stored value at "${key}"`,
  INVALID_CACHE_ENTRY: (key: string) => `Removed an invalid cache entry at "${key}"`,
} as const

/** The connection lifecycle (kernel/connection.ts): chain state, disconnect, balances. */
export const CONNECTION_MESSAGES = {
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED_CONNECTION_CLIENT: 'Chain is required to get connection controller client',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains',
  DISCONNECT_CHAIN_FAILED: (chain: string, reason: string) => `Failed to disconnect chain ${chain}: ${reason}`,
  DISCONNECT_FAILED: 'Failed to disconnect',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  // Portico: a stored connector that no longer restores without a prompt.
  CONNECTOR_NOT_AUTHORISED: (connectorId: string) => `${connectorId} is no longer authorised`,
  // Portico: a connect the person left for another wallet, which that wallet approved afterwards.
  CONNECT_SUPERSEDED: 'A newer connection attempt replaced this one',
} as const

/** The networks and adapters an app adds or removes at run time (modal.addNetwork, removeNetwork, removeAdapter). */
export const NETWORK_MESSAGES = {
  // SPEC §8 (the Network Not Found alert's title): a network the modal does not know.
  NETWORK_NOT_FOUND: 'Network Not Found',
  // Portico: SPEC §5 refuses these without wording them.
  INVALID_NETWORK: (details: string) => `Invalid network: ${details}`,
  LAST_NETWORK: (namespace: string) => `The last network of ${namespace} cannot be removed`,
  ADAPTER_CONNECTED: (namespace: string) => `The ${namespace} adapter cannot be removed while ${namespace} is connected: disconnect first`,
} as const

/** Wallet providers and chain RPC, raised by the adapters. */
export const PROVIDER_MESSAGES = {
  PROVIDER_NOT_CONNECTED: 'Please call connect() before request()',
  SWITCH_CHAIN_FAILED: (chain: string) =>
    `Failed to switch to chain ${chain}. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`,
  CAPABILITIES_MISSING_ADDRESS: 'Missing address parameter in `wallet_getCapabilities` request',
  CALL_STATUS_NOT_APPROVED: 'Fetching call status not approved by the wallet.',
  RPC_PROVIDER_NOT_FOUND: (chain: string) => `JSON-RPC provider for ${chain} not found`,
  RPC_URL_MISSING: 'No RPC url provided for chainId',
  // Portico: the JSON-RPC client's failures (kernel/json-rpc.ts); a node's own error keeps its message.
  RPC_HTTP_FAILED: (method: string, status: number) => `RPC ${method} failed with HTTP ${status}`,
  RPC_INVALID_RESPONSE: (method: string) => `RPC ${method} returned an invalid JSON-RPC response`,
  RPC_NODE_ERROR: (message: string) => message,
  BLOCK_NOT_FOUND: (blockHashOrNumber: string) => `Block at ${blockHashOrNumber} could not be found.`,
} as const
