/**
 * Network switching (SPEC §5: a switch succeeds only if the chain is approved or
 * the wallet supports the switch method): wallet_switchEthereumChain, and on
 * 4902 (unrecognised chain) wallet_addEthereumChain from the Network, then switch again.
 */
import { numberToHex } from 'viem/utils'
import { errorIn, type Network } from '../../kernel/plugin'
import { providerErrorCode, WalletErrorCode, type Eip1193Provider } from './eip1193'
import { EIP155_MESSAGES, switchChainFailed } from './errors'

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
    if (providerErrorCode(error) !== WalletErrorCode.unrecognizedChain) throw switchChainFailed(chainId, error)
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] })
    await provider.request(switchRequest)
  } catch (error) {
    throw switchChainFailed(chainId, error)
  }
}
