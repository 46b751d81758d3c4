/**
 * Balances and profile of a connected account: the native balance from the
 * wallet's chain, token balances with the SPEC §4 30 s retry lock and the
 * 'Token Balance Unavailable' toast, the identity name and avatar (SPEC §5).
 */
import { BALANCE_RETRY_LOCK_MS } from '../cache'
import { CONNECTION_MESSAGES, messageIn } from '../errors'
import { formatBalance } from '../format'
import { supportsIdentity } from '../networks'
import { getBalance } from '../services/account'
import { selectChain, updateAccount } from '../store'
import type { Namespace, Network, TokenBalance } from '../types'
import type { ConnectionContext } from './context'

export interface Balances {
  refreshBalance(namespace?: Namespace): Promise<void>
  /** Balances and profile are background work: the connection is usable without them. */
  refreshAccountData(namespace: Namespace): void
}

/** SPEC §5: token balances with decimals 0 are dropped. */
export function dropZeroDecimalTokens(balances: TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}

/** The balance and profile refreshes of a connection. */
export function createBalances(ctx: ConnectionContext): Balances {
  const { store, toasts, services, adapters, connectedThrough, report, now } = ctx
    async function refreshBalance(namespace = store.getState().activeNamespace): Promise<void> {
    const chain = selectChain(store.getState(), namespace)
    const address = chain?.accountState.address
    const network = chain?.networkState.caipNetwork
    if (!namespace || !address || !network) return
    const lastRetry = chain.accountState.lastRetry
    // SPEC §4: within 30 s of a failure, answer an empty list without fetching.
    if (lastRetry !== undefined && now() - lastRetry < BALANCE_RETRY_LOCK_MS) {
      updateAccount(store, namespace, { tokenBalance: [], balanceLoading: false })
      return
    }
    updateAccount(store, namespace, { balanceLoading: true })
    await refreshNativeBalance(namespace, address, network)
    try {
      const balances = dropZeroDecimalTokens(await fetchTokenBalances(address, network))
      updateAccount(store, namespace, { tokenBalance: balances, balanceLoading: false, lastRetry: undefined })
    } catch (error) {
      updateAccount(store, namespace, { balanceLoading: false, lastRetry: now() })
      report(error)
      toasts.showToast(messageIn(CONNECTION_MESSAGES, 'TOKEN_BALANCE_UNAVAILABLE'), 'error')
    }
  }

  /** The native balance from the wallet's own chain (shown in the account button, 3 decimals). */
  async function refreshNativeBalance(namespace: Namespace, address: string, network: Network): Promise<void> {
    const adapter = connectedThrough.get(namespace) ?? adapters.loaded(namespace)
    if (!adapter) return
    try {
      const { balance, symbol } = await adapter.getBalance({ address, network })
      updateAccount(store, namespace, { balance: formatBalance(balance), balanceSymbol: symbol })
    } catch (error) {
      report(error)
    }
  }

  /** The balance route resolves to [] on failure (SPEC §8); observe its error to apply the §4 retry lock. */
  async function fetchTokenBalances(address: string, network: Network): Promise<TokenBalance[]> {
    let failure: unknown
    const context = {
      ...services.context,
      onError: (error: unknown) => {
        failure = error
        services.context.onError(error)
      },
    }
    const { balances } = await getBalance(context, { address, network })
    if (failure !== undefined) throw failure
    return balances
  }

  async function refreshProfile(namespace: Namespace): Promise<void> {
    const chain = selectChain(store.getState(), namespace)
    const address = chain?.accountState.address
    const network = chain?.networkState.caipNetwork
    if (!address || !supportsIdentity(network)) return // SPEC §5: EVM only, not testnets
    const identity = await services.blockchain.getIdentity({ address, sender: address, network })
    updateAccount(store, namespace, { profileName: identity.name, profileImage: identity.avatar })
  }

  function refreshAccountData(namespace: Namespace): void {
    void refreshBalance(namespace).catch(report)
    void refreshProfile(namespace).catch(report)
  }

  return { refreshBalance, refreshAccountData }
}
