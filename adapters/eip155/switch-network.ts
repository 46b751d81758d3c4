/**
 * Network switching (SPEC §5: a switch succeeds only if the chain is approved or the wallet supports the switch
 * method): wallet_switchEthereumChain. A wallet that does not know the chain (SPEC §8 wallet codes 4902
 * unrecognised chain, 5000 default, 32603 invalid chain id) is asked to add it from the Network, then to switch
 * again; when it will not, the chain is not supported there ('Chain is not supported'). Any other refusal is
 * SPEC §8's 'Failed to switch to chain …'.
 */
import { numberToHex } from 'viem/utils'
import { errorIn, WALLET_ERROR_CODES, type Network } from '../../kernel/plugin'
import { providerErrorCode, type Eip1193Provider } from './eip1193'
import { chainNotSupported, EIP155_MESSAGES, switchChainFailed } from './errors'

/** The refusals that mean the wallet does not know the chain (SPEC §8 wallet error codes). */
const UNKNOWN_CHAIN_CODES: readonly number[] = [WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN_ID, WALLET_ERROR_CODES.DEFAULT, WALLET_ERROR_CODES.INVALID_CHAIN_ID]

export function evmChainId(network: Network): number {
  const id = Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw switchChainFailed(id, errorIn(EIP155_MESSAGES, 'NOT_AN_EVM_CHAIN_ID', String(network.id)))
  return id
}

/** EIP-3085 parameters built from the Network the app configured. */
export function addChainParameters(network: Network) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: numberToHex(evmChainId(network)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.default.http,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

export async function switchEthereumChain(provider: Eip1193Provider, network: Network): Promise<void> {
  const chainId = evmChainId(network)
  const switchRequest = { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] }
  try {
    await provider.request(switchRequest)
    return
  } catch (error) {
    if (!UNKNOWN_CHAIN_CODES.includes(providerErrorCode(error) ?? 0)) throw switchChainFailed(chainId, error)
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] })
    await provider.request(switchRequest)
  } catch (error) {
    throw chainNotSupported(chainId, error)
  }
}
