import { CONNECTION_MESSAGES, errorIn } from '../../errors'
import type { Connector, ConnectResult, KernelState, Modal, Namespace } from '../../types'
import { useModalInstance } from '../context'
import { useMutation, type Mutation } from '../mutation'

export interface ConnectVariables {
  /** A connector's id, as useWallets lists it (`item.connector.id`). */
  connectorId: string
  /** Default: the active namespace when the connector serves it, else the first namespace it serves. */
  namespace?: Namespace
}

export type UseConnect = Mutation<ConnectVariables, ConnectResult>

/** Connects a wallet directly, without the modal: a mutation (status idle, pending, success, error). */
export function useConnect(): UseConnect {
  const modal = useModalInstance()
  return useMutation((variables: ConnectVariables) => connectWallet(modal, variables))
}

/** Connects through the kernel runtime (loaded if it is not), never through the modal UI. */
export async function connectWallet(modal: Modal, { connectorId, namespace }: ConnectVariables): Promise<ConnectResult> {
  // Connectors are listed once the runtime has loaded (not the modal UI).
  await modal.ready()
  return modal.connect({ connectorId, namespace: namespace ?? namespaceOf(modal.getState(), connectorId) })
}

/** The namespace to connect a connector on: the active one when it serves it (a wallet may serve several). */
function namespaceOf(state: KernelState, connectorId: string): Namespace {
  const serving = state.connectors.filter((connector: Connector) => connector.id === connectorId)
  const active = serving.find((connector) => connector.chain === state.activeNamespace)
  // An unknown id goes to the active namespace, whose adapter says it is not there.
  const namespace = (active ?? serving[0])?.chain ?? state.activeNamespace
  if (!namespace) throw errorIn(CONNECTION_MESSAGES, 'CHAIN_ADAPTER_NOT_FOUND')
  return namespace
}
