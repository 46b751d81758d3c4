import { selectChain } from '../../store'
import type { CaipAddress, ConnectionStatus, Namespace } from '../../types'
import { useModalState } from './useModalState'

export interface UseAccount {
  address?: string
  caipAddress?: CaipAddress
  status: ConnectionStatus
  isConnected: boolean
  balance?: string
  balanceSymbol?: string
  /** No chain to ask for this namespace's balance (`balance` is then undefined). */
  balanceUnavailable: boolean
  profileName?: string | null
  profileImage?: string | null
  namespace?: Namespace
}

/** The account of a namespace (default: the active one). */
export function useAccount({ namespace }: { namespace?: Namespace } = {}): UseAccount {
  return useModalState((state) => {
    const chain = selectChain(state, namespace ?? state.activeNamespace)
    const account = chain?.accountState
    const status = account?.status ?? 'disconnected'
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      status,
      isConnected: status === 'connected' && Boolean(account?.address),
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      balanceUnavailable: account?.balanceUnavailable ?? false,
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      namespace: chain?.namespace,
    }
  })
}
