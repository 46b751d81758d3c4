/** What the send plugin reads of the kernel state: the active namespace, its network and account. */
import { selectChain, type KernelState, type Namespace, type Network } from '../../kernel/plugin'

export interface SendContext {
  namespace?: Namespace
  network?: Network
  /** The sender. */
  address?: string
  /** SPEC §6: a smart account of the embedded (auth) wallet skips the gas-funds check. */
  smartAccount: boolean
}

export function sendContext(state: KernelState): SendContext {
  const chainState = selectChain(state)
  const account = chainState?.accountState
  return {
    namespace: chainState?.namespace,
    network: chainState?.networkState.caipNetwork,
    address: account?.address,
    smartAccount: account?.preferredAccountType === 'smartAccount' && account.connectedWalletInfo?.type === 'AUTH',
  }
}
