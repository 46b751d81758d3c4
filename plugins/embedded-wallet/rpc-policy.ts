/**
 * SPEC §6: which wallet requests of the embedded wallet's provider run
 * silently, which need the user's approval, and which are refused.
 */
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from '../../kernel/plugin'

/** Answered by the provider itself from the connection it already has. */
const LOCAL_METHODS = ['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain'] as const

export type RpcPolicy = 'local' | 'safe' | 'approve' | 'not-allowed'

const SAFE = new Set<string>(SAFE_RPC_METHODS)
const NOT_SAFE = new Set<string>(NOT_SAFE_RPC_METHODS)
const LOCAL = new Set<string>(LOCAL_METHODS)

export function rpcPolicy(method: string): RpcPolicy {
  if (LOCAL.has(method)) return 'local'
  if (SAFE.has(method)) return 'safe'
  if (NOT_SAFE.has(method)) return 'approve'
  return 'not-allowed'
}
