/**
 * The session proposal's namespaces (CAIP-25) built from the configured
 * networks (CAIP-2 ids): chains, the methods and events Portico uses, and an
 * rpcMap so the SDK never falls back to a hosted RPC. Pure: no SDK import.
 */
import type { Namespace, Network } from '../../kernel/plugin'

/** The namespaces WalletConnect can carry here. */
export type WalletConnectNamespace = 'eip155' | 'solana'
export const WALLETCONNECT_NAMESPACES: readonly WalletConnectNamespace[] = ['eip155', 'solana']

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** CAIP-2 chain id → HTTP RPC URL. */
  rpcMap: Record<string, string>
}

/** SPEC §6/§7: the wallet methods each namespace asks for. */
export const NAMESPACE_METHODS: Readonly<Record<WalletConnectNamespace, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
}

export const NAMESPACE_EVENTS: Readonly<Record<WalletConnectNamespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['accountsChanged', 'chainChanged'],
}

export function isWalletConnectNamespace(namespace: Namespace): namespace is WalletConnectNamespace {
  return (WALLETCONNECT_NAMESPACES as readonly string[]).includes(namespace)
}

/**
 * The namespaces to request: those asked for (default: every WalletConnect
 * namespace), kept only where at least one network of theirs is configured.
 */
export function requestedNamespaces(networks: readonly Network[], wanted?: readonly Namespace[]): WalletConnectNamespace[] {
  const asked = (wanted ?? WALLETCONNECT_NAMESPACES).filter(isWalletConnectNamespace)
  return asked.filter((namespace) => networks.some((network) => network.chainNamespace === namespace))
}

export function proposalNamespaces(
  networks: readonly Network[],
  namespaces: readonly WalletConnectNamespace[],
): Partial<Record<WalletConnectNamespace, ProposalNamespace>> {
  const result: Partial<Record<WalletConnectNamespace, ProposalNamespace>> = {}
  for (const namespace of namespaces) {
    const own = networks.filter((network) => network.chainNamespace === namespace)
    if (own.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of own) {
      const url = network.rpcUrls.default.http[0]
      if (url) rpcMap[network.caipNetworkId] = url
    }
    result[namespace] = {
      chains: own.map((network) => network.caipNetworkId),
      methods: [...NAMESPACE_METHODS[namespace]],
      events: [...NAMESPACE_EVENTS[namespace]],
      rpcMap,
    }
  }
  return result
}

/**
 * The universal provider's rpcMap is keyed by the chain reference for eip155
 * ('1') and by the CAIP-2 id elsewhere; give both so either lookup hits.
 */
export function providerRpcMap(namespace: ProposalNamespace): Record<string, string> {
  const map: Record<string, string> = {}
  for (const [caip, url] of Object.entries(namespace.rpcMap)) {
    map[caip] = url
    map[caip.slice(caip.indexOf(':') + 1)] = url
  }
  return map
}
