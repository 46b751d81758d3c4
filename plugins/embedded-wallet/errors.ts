/** EIP-1193 errors of the embedded wallet's provider (SPEC §8 wallet error codes, SPEC §6 refusal). */
import { KERNEL_MESSAGES, PorticoError, WALLET_ERROR_CODES, messageIn } from '../../kernel/errors'

/** An EIP-1193 provider error: a numeric `code` the app can switch on. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  constructor(readonly code: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options)
  }
}

/** SPEC §8: user rejected, 4001. */
export const userRejected = () => new ProviderRpcError(WALLET_ERROR_CODES.USER_REJECTED, 'User rejected the request.')

/** SPEC §6: 'Requested RPC call is not allowed'. */
export const rpcNotAllowed = () => new PorticoError('RPC_CALL_NOT_ALLOWED', messageIn(KERNEL_MESSAGES, 'RPC_CALL_NOT_ALLOWED'))
