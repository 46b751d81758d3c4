/**
 * The error catalogue of SPEC §8 in one place: a code and the spec's exact
 * message for every situation, the alerts shown in the modal, and the wallet
 * error codes. Views and tests use the codes; the messages are quoted from the
 * spec word for word (parameterised ones are functions).
 *
 * The messages the kernel shell raises form their own group (KERNEL_MESSAGES);
 * MESSAGES is the whole catalogue. Its "Portico" entries are the few kernel
 * errors the spec does not word (plugin/slice/config misuse, runtime not
 * loaded); they are developer errors, not screens.
 */
import type { AlertState } from './types'

/**
 * The messages the kernel shell itself raises (config, store, plugins,
 * adapters). They are a group of their own so the entry, through
 * `kernelError`, bundles these and not the whole catalogue.
 */
export const KERNEL_MESSAGES = {
  // Chain state, RPC, adapters (SPEC §8)
  CHAIN_REQUIRED_SET_ACCOUNT_PROP: 'Chain is required to set account prop',
  CHAIN_REQUIRED_UPDATE_ACCOUNT: 'Chain is required to update chain account data',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  // Config (SPEC §5)
  SIWE_AND_SIWX: 'siweConfig and siwx cannot both be set',
  // Portico: developer errors the spec does not word.
  INVALID_CONFIG: (details: string) => `Invalid Portico config: ${details}`,
  PLUGIN_ALREADY_REGISTERED: (name: string) => `Plugin "${name}" is already registered`,
  SLICE_ALREADY_REGISTERED: (name: string) => `State slice "${name}" is already registered`,
  ADAPTER_ALREADY_REGISTERED: (namespace: string) => `An adapter for "${namespace}" is already registered`,
  RUNTIME_NOT_LOADED: 'Portico runtime is not loaded yet: await modal.ready()',
} as const

/** The other messages of SPEC §8, used by the runtime, the UI, plugins and adapters. */
const SPEC_MESSAGES = {
  // Embedded wallet frame
  FRAME_ERROR: 'An error occurred',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_LOAD_FAILED: 'Unable to load email login dependency',
  EMAIL_COOLDOWN: (seconds: number) => `Please try again after ${seconds} seconds`,
  // Aborts
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  // Unsupported network
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  // Balances
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  // Provider use
  PROVIDER_NOT_CONNECTED: 'Please call connect() before request()',
  SIGN_CLIENT_NOT_INITIALIZED: 'Sign Client not initialized',
  NAMESPACE_NOT_CONFIGURED: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
  // Chain switch
  SWITCH_CHAIN_FAILED: (chain: string) =>
    `Failed to switch to chain ${chain}. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`,
  // Capabilities
  CAPABILITIES_MISSING_ADDRESS: 'Missing address parameter in `wallet_getCapabilities` request',
  CALL_STATUS_NOT_APPROVED: 'Fetching call status not approved by the wallet.',
  // RPC
  RPC_PROVIDER_NOT_FOUND: (chain: string) => `JSON-RPC provider for ${chain} not found`,
  RPC_URL_MISSING: 'No RPC url provided for chainId',
  RPC_CALL_NOT_ALLOWED_SCREEN: 'Action not allowed',
  // Transactions
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  TRANSACTIONS_NEED_ADDRESS: "Transactions can't be fetched without an accountAddress",
  // Chain state
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED_CONNECTION_CLIENT: 'Chain is required to get connection controller client',
  // Disconnect
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains',
  DISCONNECT_CHAIN_FAILED: (chain: string, reason: string) => `Failed to disconnect chain ${chain}: ${reason}`,
  DISCONNECT_FAILED: 'Failed to disconnect',
  // Names
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: (name: string) => `Error registering name ${name}`,
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  UNKNOWN_ERROR: 'Unknown error',
  // Send
  SEND_STARTED: 'Transaction started',
  SEND_FAILED_SOLANA: 'Failed to send transaction. Please try again.',
  SEND_INVALID_SOLANA: 'Please enter a valid amount and receiver address',
  // Swap
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
  // Other
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  BLOCK_NOT_FOUND: (blockHashOrNumber: string) => `Block at ${blockHashOrNumber} could not be found.`,
  // Sign-in
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIWX_SIGNATURE_DECLINED: 'Signature declined',
  SIWX_SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
} as const

/** The whole catalogue: every code and its message. Built by a pure call so a bundle that never reads it drops it. */
export const MESSAGES = /* @__PURE__ */ Object.assign({}, SPEC_MESSAGES, KERNEL_MESSAGES)

export type ErrorCode = keyof typeof MESSAGES
export type KernelErrorCode = keyof typeof KERNEL_MESSAGES
type Messages = typeof MESSAGES
/** The arguments a parameterised message takes; `[]` for a fixed message. */
export type MessageArgs<C extends ErrorCode> = Messages[C] extends (...args: infer A) => string ? A : []

type MessageEntry = string | ((...args: never[]) => string)
const format = (entry: MessageEntry, args: unknown[]): string =>
  typeof entry === 'function' ? (entry as (...a: unknown[]) => string)(...args) : entry

/** The spec's message for a code. */
export function messageOf<C extends ErrorCode>(code: C, ...args: MessageArgs<C>): string {
  return format(MESSAGES[code], args)
}

/** viem-style error: a short message from the catalogue, a stable code, the cause. */
export class PorticoError extends Error {
  override readonly name = 'PorticoError'
  readonly code: ErrorCode
  override readonly cause?: unknown

  constructor(code: ErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message)
    this.code = code
    this.cause = options.cause
  }
}

/** A PorticoError carrying the catalogue message of `code`. */
export function porticoError<C extends ErrorCode>(code: C, ...args: MessageArgs<C>): PorticoError {
  return new PorticoError(code, messageOf(code, ...args))
}

/** `porticoError` for the shell's own codes: reads KERNEL_MESSAGES only (see there). */
export function kernelError<C extends KernelErrorCode>(code: C, ...args: MessageArgs<C>): PorticoError {
  return new PorticoError(code, format(KERNEL_MESSAGES[code], args))
}

/** Wallet (EIP-1193 / provider) error codes of SPEC §8. */
export const WALLET_ERROR_CODES = {
  USER_REJECTED: 4001,
  UNRECOGNIZED_CHAIN_ID: 4902,
  DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
} as const

/** The alerts of SPEC §8, shown in the modal as a banner. */
export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    title: 'Invalid App Configuration',
    description: 'This origin is not on the project allowlist - update the project configuration.',
  },
  JWT_TOKEN_NOT_VALID: {
    code: 'JWT_TOKEN_NOT_VALID',
    title: 'Session Expired',
    description: 'Check your device time settings and reconnect.',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    title: 'Invalid Project ID - update configuration',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    code: 'SWITCH_NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    description: 'The network must be in the configured networks array.',
  },
  SOCIALS_TIMEOUT: {
    code: 'SOCIALS_TIMEOUT',
    title: 'Invalid App Configuration',
    description: 'The embedded wallet failed to load - check that this domain is allowed.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    description: 'Set projectId in the Portico config.',
  },
  // Portico: the config failed validation when the runtime loaded (the details go to the console).
  INVALID_CONFIG: {
    code: 'INVALID_CONFIG',
    title: 'Invalid App Configuration',
    description: 'The Portico config is invalid - see the browser console for details.',
  },
} as const satisfies Record<string, AlertState>

export type AlertCode = keyof typeof ALERTS

/** API error texts that become alerts (SPEC §8; the analytics 403 carries the first one). */
const API_ERROR_ALERTS: ReadonlyArray<[text: string, alert: AlertCode]> = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/** The alert an API error text maps to, if any. */
export function alertFromApiError(text: string): AlertState | undefined {
  const match = API_ERROR_ALERTS.find(([needle]) => text.includes(needle))
  return match ? ALERTS[match[1]] : undefined
}

/** A readable message for anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return MESSAGES.UNKNOWN_ERROR
}
