/**
 * The error catalogue of SPEC §8 in one place: a code and the spec's exact
 * message for every situation, the alerts shown in the modal, and the wallet
 * error codes. Views and tests use the codes; the messages are quoted from the
 * spec word for word (parameterised ones are functions).
 *
 * The catalogue is split into groups by the part of the kernel that raises them
 * (kernel shell here; requests, storage, connection, networks and providers in
 * kernel/runtime-messages.ts, re-exported here; the frame bridge's group is in
 * kernel/frame/errors.ts). A module reads its own group with
 * `messageIn`/`errorIn`, so a bundle carries only the groups its code uses. A
 * feature's texts, the spec's included, are its plugin's own group, in its
 * messages.ts. MESSAGES, the union of the groups here, is for tests and
 * tools. The "Portico" entries are the few errors the spec does not word
 * (plugin/slice/config misuse, runtime not loaded); they are developer
 * errors, not screens.
 */
import type { AlertState } from './types'
import { CONNECTION_MESSAGES, NETWORK_MESSAGES, PROVIDER_MESSAGES, REQUEST_MESSAGES, STORAGE_MESSAGES } from './runtime-messages'

export { CONNECTION_MESSAGES, NETWORK_MESSAGES, PROVIDER_MESSAGES, REQUEST_MESSAGES, STORAGE_MESSAGES } from './runtime-messages'

/** The messages the kernel shell itself raises (config, store, plugins, adapters). */
export const KERNEL_MESSAGES = {
  // Chain state, RPC, adapters (SPEC §8)
  CHAIN_REQUIRED_SET_ACCOUNT_PROP: 'Chain is required to set account prop',
  CHAIN_REQUIRED_UPDATE_ACCOUNT: 'Chain is required to update chain account data',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  RPC_CALL_NOT_ALLOWED_SCREEN: 'Action not allowed',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  // SPEC §8, and the text of anything thrown that carries none (see errorMessage).
  UNKNOWN_ERROR: 'Unknown error',
  // Portico: developer errors the spec does not word.
  INVALID_CONFIG: (details: string) => `Invalid Portico config: ${details}`,
  PLUGIN_ALREADY_REGISTERED: (name: string) => `Plugin "${name}" is already registered`,
  PLUGIN_REQUIRES: (name: string, required: string) => `Plugin "${name}" requires the plugin "${required}": add it to plugins (and turn on its flag)`,
  SLICE_ALREADY_REGISTERED: (name: string) => `State slice "${name}" is already registered`,
  ADAPTER_ALREADY_REGISTERED: (namespace: string) => `An adapter for "${namespace}" is already registered`,
  RUNTIME_NOT_LOADED: 'Portico runtime is not loaded yet: await modal.ready()',
} as const

/** Portico: the store written from outside the kernel's actions (a developer error). */
export const STORE_MESSAGES = {
  STORE_READ_ONLY: 'Portico: the kernel store is updated through kernel actions only',
} as const

/** Portico: the React hooks used outside a ModalProvider (a developer error). */
export const REACT_MESSAGES = {
  NO_MODAL_PROVIDER: 'Portico: wrap your app in <ModalProvider modal={createModal(...)}> before using its hooks',
  // Portico: a <WalletButton> whose wallet this browser does not offer (the modal's words for it).
  WALLET_NOT_INSTALLED: (wallet: string) => `${wallet} is not installed`,
} as const

/** The whole catalogue: every group. Built by a pure call so a bundle that never reads it drops it. */
export const MESSAGES = /* @__PURE__ */ Object.assign(
  {},
  KERNEL_MESSAGES,
  REQUEST_MESSAGES,
  STORAGE_MESSAGES,
  STORE_MESSAGES,
  REACT_MESSAGES,
  CONNECTION_MESSAGES,
  NETWORK_MESSAGES,
  PROVIDER_MESSAGES,
)

/** A code of the spec's catalogue; plugins may add codes of their own (their own message groups). */
export type ErrorCode = keyof typeof MESSAGES | (string & {})
export type KernelErrorCode = keyof typeof KERNEL_MESSAGES
type MessageEntry = string | ((...args: never[]) => string)
/** One group of messages keyed by code (KERNEL_MESSAGES, CONNECTION_MESSAGES, a plugin's own, ...). */
export type MessageGroup = { readonly [code: string]: MessageEntry }
/** The arguments a parameterised message takes; `[]` for a fixed message. */
export type ArgsOf<E> = E extends (...args: infer A) => string ? A : []
export type MessageArgs<C extends keyof typeof MESSAGES> = ArgsOf<(typeof MESSAGES)[C]>

const format = (entry: MessageEntry, args: unknown[]): string =>
  typeof entry === 'function' ? (entry as (...a: unknown[]) => string)(...args) : entry

/** The message for a code of one group: bundles that group only. */
export function messageIn<G extends MessageGroup, C extends keyof G & string>(group: G, code: C, ...args: ArgsOf<G[C]>): string {
  return format(group[code] as MessageEntry, args)
}

/** A PorticoError carrying the message of `code` in `group` (see messageIn). */
export function errorIn<G extends MessageGroup, C extends keyof G & string>(group: G, code: C, ...args: ArgsOf<G[C]>): PorticoError {
  return new PorticoError(code, messageIn(group, code, ...args))
}

/** `errorIn` for the shell's own group. */
export function kernelError<C extends KernelErrorCode>(code: C, ...args: MessageArgs<C>): PorticoError {
  return errorIn(KERNEL_MESSAGES, code, ...(args as ArgsOf<(typeof KERNEL_MESSAGES)[C]>))
}

/** The message for any code, from the whole catalogue (every group gets bundled: for tests and tools). */
export function messageOf<C extends keyof typeof MESSAGES>(code: C, ...args: MessageArgs<C>): string {
  return format(MESSAGES[code], args)
}

/**
 * Portico's one error type, viem-style: a stable code, the spec's message,
 * optional details (data for code, never parsed from the text) and the cause.
 * Code recognises an error by `code`, never by its message.
 */
export class PorticoError extends Error {
  override readonly name = 'PorticoError'
  readonly code: ErrorCode
  readonly details?: Readonly<Record<string, unknown>>
  override readonly cause?: unknown

  constructor(code: ErrorCode, message: string, options: { cause?: unknown; details?: Record<string, unknown> } = {}) {
    super(message)
    this.code = code
    this.details = options.details
    this.cause = options.cause
  }
}

/** Whether `error` is a PorticoError of one of `codes` (any code when none is given). */
export function isPorticoError(error: unknown, ...codes: ErrorCode[]): error is PorticoError {
  return error instanceof PorticoError && (codes.length === 0 || codes.includes(error.code))
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
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    description: 'Set projectId in the Portico config.',
  },
  // Portico: legalCheckbox is on but neither termsConditionsUrl nor privacyPolicyUrl is set (nothing is gated).
  LEGAL_URLS_NOT_CONFIGURED: {
    code: 'LEGAL_URLS_NOT_CONFIGURED',
    title: 'Legal Links Not Configured',
  },
  // Portico: the config failed validation when the runtime loaded (the details go to the console).
  INVALID_CONFIG: {
    code: 'INVALID_CONFIG',
    title: 'Invalid App Configuration',
    description: 'The Portico config is invalid - see the browser console for details.',
  },
} as const satisfies Record<string, AlertState>

export type AlertCode = keyof typeof ALERTS

/** The alerts an API refusal raises (SPEC §8; the analytics 403 carries the first one). */
export type ApiAlertCode = 'INVALID_APP_CONFIGURATION' | 'JWT_TOKEN_NOT_VALID' | 'INVALID_PROJECT_ID'

const API_ERROR_ALERTS: ReadonlyArray<[text: string, alert: ApiAlertCode]> = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/** The alert an API error text (a response body) maps to, if any. */
export function apiAlertCode(text: string): ApiAlertCode | undefined {
  return API_ERROR_ALERTS.find(([needle]) => text.includes(needle))?.[1]
}

/** A readable message for anything thrown. */
export function errorMessage(error: unknown): string {
  // A wallet's Error may carry anything as its message: only text is shown (React cannot render an object).
  if (error instanceof Error && typeof error.message === 'string') return error.message
  if (typeof error === 'string') return error
  return KERNEL_MESSAGES.UNKNOWN_ERROR
}
