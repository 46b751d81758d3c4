/**
 * Errors the eip155 adapter raises. The SPEC §8 ones come from the kernel's
 * catalogue; a wallet missing from the page has no catalogue entry yet.
 */
import { PROVIDER_MESSAGES, PorticoError, errorIn, messageIn } from '../../kernel/errors'

/** SPEC §8 "Chain switch", with the wallet's refusal as the cause. */
export function switchChainFailed(chainId: number, cause: unknown): PorticoError {
  return new PorticoError('SWITCH_CHAIN_FAILED', messageIn(PROVIDER_MESSAGES, 'SWITCH_CHAIN_FAILED', `'eip155:${chainId}'`), { cause })
}

/** SPEC §8 "Provider use". */
export const providerNotConnected = () => errorIn(PROVIDER_MESSAGES, 'PROVIDER_NOT_CONNECTED')

/** SPEC §8 "RPC". */
export const noRpcUrl = () => errorIn(PROVIDER_MESSAGES, 'RPC_URL_MISSING')

/** A connector id that no wallet in this page announced (e.g. an uninstalled extension). */
export class WalletNotFoundError extends Error {
  override readonly name = 'WalletNotFoundError'
  readonly code = 'WALLET_NOT_FOUND'

  constructor(readonly connectorId: string) {
    super(`Wallet '${connectorId}' was not found in this browser`)
  }
}

export const walletNotFound = (connectorId: string) => new WalletNotFoundError(connectorId)
