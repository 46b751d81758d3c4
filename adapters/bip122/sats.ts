/**
 * The sats-connect SDK, loaded with `import()` the first time the adapter
 * talks to a wallet: listing wallets (discovery.ts) does not need it. Its
 * `request(method, params, providerId)` drives the provider registered at
 * that object path and answers `{ status, result | error }`; this module turns
 * an error answer into the SPEC §8 wallet error (a user rejection is 4001).
 */
import { addListener, request, RpcErrorCode, type ListenerInfo } from '@sats-connect/core'
import { ProviderRpcError, PorticoError, WALLET_ERROR_CODES, messageIn } from '../../kernel/plugin'
import { BIP122_MESSAGES } from './messages'

/** EIP-1193's "unauthorized": the site holds no permission (sats-connect's ACCESS_DENIED). */
const UNAUTHORIZED = 4100

interface RpcErrorBody {
  code: number
  message?: unknown
}

const isRpcError = (value: unknown): value is RpcErrorBody => typeof (value as { code?: unknown } | null)?.code === 'number'

/** The wallet's error with SPEC §8's codes where sats-connect has its own; its own text, or a default. */
function walletError(error: RpcErrorBody, method: string, cause: unknown): ProviderRpcError {
  const code =
    error.code === RpcErrorCode.USER_REJECTION ? WALLET_ERROR_CODES.USER_REJECTED : error.code === RpcErrorCode.ACCESS_DENIED ? UNAUTHORIZED : error.code
  const message = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : messageIn(BIP122_MESSAGES, 'BIP122_WALLET_REQUEST_FAILED', method)
  return new ProviderRpcError(code, message, { cause })
}

/** The codes sats-connect gives a method the wallet does not have (the adapter then tries another). */
export const METHOD_MISSING_CODES: readonly number[] = [RpcErrorCode.METHOD_NOT_FOUND, RpcErrorCode.METHOD_NOT_SUPPORTED]

/** One wallet request through sats-connect: its result, or a ProviderRpcError / PorticoError. */
export async function walletRequest(providerId: string, method: string, params: unknown): Promise<unknown> {
  let response: Awaited<ReturnType<typeof request>>
  try {
    // The adapter checks every params object and result itself: sats-connect's per-method types add nothing here.
    response = await request(method as never, params as never, providerId)
  } catch (error) {
    // Some providers reject with the JSON-RPC error object instead of answering it.
    const body = (error as { error?: unknown } | null)?.error
    if (isRpcError(body)) throw walletError(body, method, error)
    throw new PorticoError('BIP122_WALLET_REQUEST_FAILED', messageIn(BIP122_MESSAGES, 'BIP122_WALLET_REQUEST_FAILED', method), { cause: error })
  }
  if (response.status === 'success') return response.result
  throw walletError(isRpcError(response.error) ? response.error : { code: RpcErrorCode.INTERNAL_ERROR }, method, response.error)
}

export type WalletEventName = ListenerInfo['eventName']

/** Follow the provider's account, network and disconnect events; returns the removal. */
export function watchWallet(providerId: string, onEvent: (name: WalletEventName, event: unknown) => void): () => void {
  const names: WalletEventName[] = ['accountChange', 'networkChange', 'disconnect']
  const removals = names.map((eventName) => {
    try {
      const remove: unknown = addListener({ eventName, cb: (event: unknown) => onEvent(eventName, event) } as ListenerInfo, providerId)
      return typeof remove === 'function' ? (remove as () => void) : () => undefined
    } catch {
      return () => undefined // a provider that cannot follow this event simply never reports it
    }
  })
  return () => removals.forEach((remove) => remove())
}
