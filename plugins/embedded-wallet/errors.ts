/**
 * EIP-1193 errors of the embedded wallet's provider (SPEC §8 wallet error codes, SPEC §6 refusal). What the
 * provider refuses itself carries a numeric wallet code, as an EIP-1193 provider's errors do: 4001 for the
 * user's rejection, 32603 for an invalid or unconfigured chain id, 5000 (the default) for the rest; the
 * PorticoError with the catalogue's code and message is its `cause`.
 */
import { CONNECTION_MESSAGES, KERNEL_MESSAGES, PROVIDER_MESSAGES, PorticoError, ProviderRpcError, WALLET_ERROR_CODES, errorIn, messageIn } from '../../kernel/plugin'

/** SPEC §8: user rejected, 4001. */
export const userRejected = () => new ProviderRpcError(WALLET_ERROR_CODES.USER_REJECTED, 'User rejected the request.')

/** A refusal of the provider's own: the PorticoError's message under a wallet code (SPEC §8 default 5000). */
export const refusal = (error: PorticoError, code: number = WALLET_ERROR_CODES.DEFAULT) => new ProviderRpcError(code, error.message, { cause: error })

/** SPEC §6: 'Requested RPC call is not allowed'. */
export const rpcNotAllowed = () => refusal(errorIn(KERNEL_MESSAGES, 'RPC_CALL_NOT_ALLOWED'))

/** SPEC §8: a request for the wallet with no login on (none yet, or signed out). */
export const notConnected = () => refusal(errorIn(PROVIDER_MESSAGES, 'PROVIDER_NOT_CONNECTED'))

/** SPEC §8: a `wallet_getCapabilities` request without the account's address. */
export const capabilitiesMissingAddress = () => refusal(errorIn(PROVIDER_MESSAGES, 'CAPABILITIES_MISSING_ADDRESS'))

/** SPEC §8: the wallet refused `wallet_getCallsStatus`; its own answer is the cause. */
export const callStatusNotApproved = (cause: unknown) =>
  refusal(new PorticoError('CALL_STATUS_NOT_APPROVED', messageIn(PROVIDER_MESSAGES, 'CALL_STATUS_NOT_APPROVED'), { cause }))

/** SPEC §8: 'Unsupported chain', wallet code 32603 (invalid chain id), for wallet_switchEthereumChain. */
export const unsupportedChain = (chainId: unknown, cause?: unknown) =>
  refusal(new PorticoError('UNSUPPORTED_CHAIN', messageIn(CONNECTION_MESSAGES, 'UNSUPPORTED_CHAIN'), { cause, details: { chainId } }), WALLET_ERROR_CODES.INVALID_CHAIN_ID)
