/** What the swaps plugin reads of the kernel state: the active eip155 network and account, and whether swaps run there. */
import { selectChain, type KernelState, type Network } from '../../kernel/plugin'
import { SWAP_NETWORKS } from './constants'

export interface SwapContext {
  network?: Network
  address?: string
  /** CAIP-10 of the account on the active network (the routes' userAddress). */
  caipAddress?: string
  /** SPEC §9: the active network is one of the swap networks. */
  supported: boolean
  /** SPEC §6: a smart account of the embedded (auth) wallet skips the gas-funds check. */
  smartAccount: boolean
}

export function swapContext(state: KernelState): SwapContext {
  const chain = selectChain(state)
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  const address = account?.address
  return {
    network,
    address,
    caipAddress: network && address ? `${network.caipNetworkId}:${address}` : undefined,
    supported: chain?.namespace === 'eip155' && network !== undefined && SWAP_NETWORKS.includes(Number(network.id)),
    smartAccount: account?.preferredAccountType === 'smartAccount' && account.connectedWalletInfo?.type === 'AUTH',
  }
}
