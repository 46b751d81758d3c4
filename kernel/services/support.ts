/** SPEC §9: the Blockchain API's account chains are eip155 and solana, never testnets (§5 for identity: EVM only). */
import type { NetworkRef } from './types'

const namespaceOf = (network: NetworkRef) => network.caipNetworkId.split(':')[0]

export const isBalanceSupported = (network: NetworkRef): boolean =>
  !network.testnet && ['eip155', 'solana'].includes(namespaceOf(network) ?? '')

export const isIdentitySupported = (network: NetworkRef): boolean => !network.testnet && namespaceOf(network) === 'eip155'
