/**
 * Errors the eip155 adapter raises. The SPEC §8 ones come from the kernel's
 * catalogue, but for the gas-price refusal, which is this adapter's own (it
 * prices gas); a wallet missing from the page has no catalogue entry yet.
 */
import { CONNECTION_MESSAGES, PROVIDER_MESSAGES, PorticoError, errorIn, messageIn } from '../../kernel/plugin'

/** SPEC §8 "Chain switch", with the wallet's refusal as the cause. */
export function switchChainFailed(chainId: number, cause: unknown): PorticoError {
  return new PorticoError('SWITCH_CHAIN_FAILED', messageIn(PROVIDER_MESSAGES, 'SWITCH_CHAIN_FAILED', `'eip155:${chainId}'`), { cause })
}

/** SPEC §8 'Chain is not supported': the wallet does not know the chain and did not add it; its refusal is the cause. */
export function chainNotSupported(chainId: number, cause: unknown): PorticoError {
  return new PorticoError('CHAIN_NOT_SUPPORTED', messageIn(CONNECTION_MESSAGES, 'CHAIN_NOT_SUPPORTED'), { cause, details: { chainId } })
}

/** SPEC §8 "Unsupported network gas", word for word: the adapter prices gas (fees.ts). */
export const GAS_MESSAGES = {
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
} as const

/** SPEC §8 "Provider use". */
export const providerNotConnected = () => errorIn(PROVIDER_MESSAGES, 'PROVIDER_NOT_CONNECTED')

/** The eip155 adapter's own messages (situations the spec does not word). */
export const EIP155_MESSAGES = {
  WALLET_NOT_FOUND: (connectorId: string) => `Wallet '${connectorId}' was not found in this browser`,
  INVALID_WALLET_RESPONSE: (method: string) => `The wallet returned an invalid response to ${method}`,
  INVALID_INPUT: (what: string, value: string) => `Invalid ${what}: ${value}`,
  NOT_AN_EVM_CHAIN_ID: (id: string) => `'${id}' is not an EVM chain id`,
  TOKEN_CONTRACT_UNREADABLE: (token: string) => `${token} has no readable contract address`,
  TRANSACTION_NOT_MINED: (hash: string, seconds: number) => `Transaction ${hash} was not mined within ${seconds} s`,
} as const

/** A connector id that no wallet in this page announced (e.g. an uninstalled extension). */
export const walletNotFound = (connectorId: string) =>
  new PorticoError('WALLET_NOT_FOUND', messageIn(EIP155_MESSAGES, 'WALLET_NOT_FOUND', connectorId), { details: { connectorId } })
