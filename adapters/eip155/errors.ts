/**
 * Errors the eip155 adapter raises. The SPEC §8 ones come from the kernel's
 * catalogue; a wallet missing from the page has no catalogue entry yet.
 */
import { PorticoError, porticoError } from '../../kernel/errors'

/** SPEC §8 "Chain switch", with the wallet's refusal as the cause. */
export function switchChainFailed(chainId: number, cause: unknown): PorticoError {
  const message = porticoError('SWITCH_CHAIN_FAILED', `'eip155:${chainId}'`).message
  return new PorticoError('SWITCH_CHAIN_FAILED', message, { cause })
}

/** SPEC §8 "Provider use". */
export const providerNotConnected = () => porticoError('PROVIDER_NOT_CONNECTED')

/** SPEC §8 "RPC". */
export const noRpcUrl = () => porticoError('RPC_URL_MISSING')

/** A connector id that no wallet in this page announced (e.g. an uninstalled extension). */
export class WalletNotFoundError extends Error {
  override readonly name = 'WalletNotFoundError'
  readonly code = 'WALLET_NOT_FOUND'

  constructor(readonly connectorId: string) {
    super(`Wallet '${connectorId}' was not found in this browser`)
  }
}

export const walletNotFound = (connectorId: string) => new WalletNotFoundError(connectorId)
