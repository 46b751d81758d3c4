/** What crosses the Playwright binding: results and errors as plain data (a thrown Error would lose its code). */
import type { SerializedRpcError } from './rpc-errors'

export type BindingEnvelope = { ok: true; result: unknown } | { ok: false; error: SerializedRpcError }

/** Names on `window` shared by the Node side and the injected page script. */
export const BINDING_NAME = '__porticoTestWalletRequest'
export const PAGE_PROVIDER_GLOBAL = '__porticoTestWallet'
