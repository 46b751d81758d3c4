/**
 * What a connected wallet does for the app and the plugins: sign a message, send a transaction. Each goes
 * through the instance the namespace is connected through, and only while its session is still the stored one.
 */
import { CONNECTION_MESSAGES, errorIn } from '../errors'
import { selectChain } from '../store'
import type { Namespace, SendTransactionArgs } from '../types'
import type { ConnectionContext } from './context'

/**
 * The instance a namespace is connected through and its account, for the wallet actions below. The stored
 * connector must still be this one: a session another tab ended (or replaced) is never signed for here, even
 * in the moment before this tab hears of it.
 */
function connectedAccount(ctx: ConnectionContext, namespace = ctx.store.getState().activeNamespace) {
  const chain = selectChain(ctx.store.getState(), namespace)
  const instance = namespace && ctx.connectedThrough.get(namespace)
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  const current = namespace && ctx.storage.getConnectorId(namespace) === chain?.accountState.connectorId
  if (!namespace || !instance || !address || !network || !current) throw errorIn(CONNECTION_MESSAGES, 'CONNECTION_CLIENT_NOT_SET')
  return { namespace, instance, address, network }
}

export async function sendTransaction(ctx: ConnectionContext, args: SendTransactionArgs, namespace?: Namespace): Promise<string> {
  const account = connectedAccount(ctx, namespace)
  const hash = await account.instance.sendTransaction(args)
  ctx.bus.emit('transaction', { namespace: account.namespace, hash, network: account.network })
  return hash
}

export async function signMessage(ctx: ConnectionContext, message: string, namespace?: Namespace): Promise<string> {
  const { instance, address } = connectedAccount(ctx, namespace)
  return instance.signMessage({ message, address })
}
