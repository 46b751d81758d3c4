import { useMemo } from 'react'
import { selectChain } from '../../store'
import type { Namespace } from '../../types'
import { useModalInstance } from '../context'
import { useModalState } from './useModalState'

export interface UseWalletProvider<P> {
  /** The app-facing provider (EIP-1193 for eip155) while connected, else undefined. */
  walletProvider?: P
  address?: string
  namespace?: Namespace
}

/**
 * The connected wallet's provider of a namespace (default: the active one), as `{ namespace }` like the
 * other hooks or, as before, the namespace itself; re-evaluated when the account or connection changes.
 */
export function useWalletProvider<P = unknown>(options?: Namespace | { namespace?: Namespace }): UseWalletProvider<P> {
  const namespace = typeof options === 'object' ? options.namespace : options
  const modal = useModalInstance()
  const { ns, address, connected, connectorId } = useModalState((state) => {
    const chain = selectChain(state, namespace ?? state.activeNamespace)
    return {
      ns: chain?.namespace,
      address: chain?.accountState.address,
      connected: chain?.accountState.status === 'connected',
      connectorId: chain?.accountState.connectorId,
    }
  })
  return useMemo(
    () => ({
      walletProvider: connected ? (modal.getProvider(ns) as P | undefined) : undefined,
      address,
      namespace: ns,
    }),
    // connectorId: a different wallet means a different provider.
    [modal, ns, address, connected, connectorId],
  )
}
