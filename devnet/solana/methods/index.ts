/** Every JSON-RPC method the Solana devnet serves, by name. */
import { accountMethods } from './accounts'
import { clusterMethods } from './cluster'
import type { MethodContext, RpcMethod } from './context'
import { transactionMethods } from './transactions'

export type { MethodContext, RpcMethod } from './context'

export function solanaMethods(context: MethodContext): ReadonlyMap<string, RpcMethod> {
  return new Map(Object.entries({ ...clusterMethods(context), ...accountMethods(context), ...transactionMethods(context) }))
}
