/**
 * What the wagmi binding reads of Portico's state: the eip155 account (checked: a checksummed address or
 * none) and the eip155 network, as wagmi counts them (a number). Pure functions over the kernel state.
 */
import { getAddress, type Address } from 'viem'
import type { KernelState, Modal, Network } from '../types'

export interface Eip155Session {
  /** The connected account, checksummed; undefined while not connected. */
  address?: Address
  /** The active eip155 network's id. */
  chainId?: number
  /** Portico is connecting or restoring the eip155 account. */
  pending: boolean
}

function checkedAddress(address: string | undefined): Address | undefined {
  try {
    return address ? getAddress(address) : undefined
  } catch {
    return undefined // not an EVM address: treated as no account rather than handed to wagmi
  }
}

export function eip155Session(state: KernelState): Eip155Session {
  const chain = state.chains.eip155
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  const id = network?.chainNamespace === 'eip155' ? Number(network.id) : NaN
  return {
    address: account?.status === 'connected' ? checkedAddress(account.address) : undefined,
    chainId: Number.isSafeInteger(id) && id > 0 ? id : undefined,
    pending: account?.status === 'connecting' || account?.status === 'reconnecting' || state.connection.status === 'reconnecting',
  }
}

/** The modal's eip155 network of `chainId` (its resolved RPC URL included). */
export function eip155Network(modal: Modal, chainId: number): Network | undefined {
  return modal.kernel.config.networks.find((network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId)
}
