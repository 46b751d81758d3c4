/** EIP-1193 errors of the embedded wallet's provider (SPEC §8 wallet error codes, SPEC §6 refusal). */
import { KERNEL_MESSAGES, ProviderRpcError, WALLET_ERROR_CODES, errorIn } from '../../kernel/plugin'

/** SPEC §8: user rejected, 4001. */
export const userRejected = () => new ProviderRpcError(WALLET_ERROR_CODES.USER_REJECTED, 'User rejected the request.')

/** SPEC §6: 'Requested RPC call is not allowed'. */
export const rpcNotAllowed = () => errorIn(KERNEL_MESSAGES, 'RPC_CALL_NOT_ALLOWED')
