/**
 * Balances and profile of a connected account (loaded when a connect begins: account-data.ts): the native balance from the
 * wallet's chain, token balances with the SPEC §4 30 s retry lock and the
 * 'Token Balance Unavailable' toast, the identity name and avatar (SPEC §5).
 * SPEC §9 caches in IndexedDB: balances and portfolio 30 s, identity 5 min;
 * a transaction the account sent drops them (kernel.connection.sendTransaction).
 */
import { BALANCE_RETRY_LOCK_MS } from '../constants'
import { CONNECTION_MESSAGES, messageIn } from '../errors'
import { formatBalance } from '../format'
import { toCaipAddress } from '../networks'
import { getBalance } from '../services/account'
import { isIdentitySupported } from '../services/support'
import { KERNEL_CACHES } from '../caches'
import { selectChain } from '../store'
import { updateAccount } from '../store-rules'
import type { Namespace, Network, TokenBalance } from '../types'
import type { ConnectionContext } from './context'

export interface Balances {
  refreshBalance(namespace?: Namespace, options?: { force?: boolean }): Promise<void>
  /** Balances and profile are background work: the connection is usable without them. */
  refreshAccountData(namespace: Namespace): void
  /** Fetch the identity name and avatar again, past the 5 min cache (e.g. after registering a name). */
  refreshProfile(namespace?: Namespace): Promise<void>
}

/** SPEC §5: token balances with decimals 0 are dropped. */
export function dropZeroDecimalTokens(balances: TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}

/** The balance and profile refreshes of a connection. */
export function createBalances(ctx: ConnectionContext): Balances {
  const { store, toasts, services, storage, adapters, connectedThrough, report, now } = ctx

  /**
   * A read answers for the account and network it was asked about: once the person has disconnected, switched
   * network or connected another address, its late answer is dropped rather than shown for the account in place now.
   */
  function isCurrent(namespace: Namespace, address: string, network: Network): boolean {
    const chain = selectChain(store.getState(), namespace)
    return chain?.accountState.address === address && chain.networkState.caipNetwork?.caipNetworkId === network.caipNetworkId
  }
  function updateIfCurrent(namespace: Namespace, address: string, network: Network, patch: Parameters<typeof updateAccount>[2]): boolean {
    if (!isCurrent(namespace, address, network)) return false
    updateAccount(store, namespace, patch)
    return true
  }

  async function refreshBalance(namespace = store.getState().activeNamespace, { force = false } = {}): Promise<void> {
    const chain = selectChain(store.getState(), namespace)
    const address = chain?.accountState.address
    const network = chain?.networkState.caipNetwork
    if (!namespace || !address || !network) return
    const lastRetry = chain.accountState.lastRetry
    // SPEC §4: within 30 s of a failure, answer an empty list without fetching.
    if (!force && lastRetry !== undefined && now() - lastRetry < BALANCE_RETRY_LOCK_MS) {
      updateAccount(store, namespace, { tokenBalance: [], balanceLoading: false })
      return
    }
    const cacheId = toCaipAddress(network, address)
    if (force) await Promise.all([storage.cache.delete(KERNEL_CACHES.balance, cacheId), storage.cache.delete(KERNEL_CACHES.portfolio, cacheId)])
    if (!updateIfCurrent(namespace, address, network, { balanceLoading: true })) return
    await refreshNativeBalance(namespace, address, network, cacheId)
    try {
      const cached = await storage.cache.get(KERNEL_CACHES.portfolio, cacheId)
      const balances = cached?.balances ?? dropZeroDecimalTokens(await fetchTokenBalances(address, network, force))
      if (!cached) void storage.cache.set(KERNEL_CACHES.portfolio, cacheId, { balances })
      updateIfCurrent(namespace, address, network, { tokenBalance: balances as TokenBalance[], balanceLoading: false, lastRetry: undefined })
    } catch (error) {
      report(error)
      if (updateIfCurrent(namespace, address, network, { balanceLoading: false, lastRetry: now() })) toasts.showToast(messageIn(CONNECTION_MESSAGES, 'TOKEN_BALANCE_UNAVAILABLE'), 'error')
    }
  }

  /** The native balance from the wallet's own chain (shown in the account button, 3 decimals). */
  async function refreshNativeBalance(namespace: Namespace, address: string, network: Network, cacheId: string): Promise<void> {
    const adapter = connectedThrough.get(namespace) ?? adapters.loaded(namespace)
    if (!adapter) return
    if (!adapter.getBalance) {
      updateAccount(store, namespace, { balance: undefined, balanceUnavailable: true })
      return
    }
    try {
      const cached = await storage.cache.get(KERNEL_CACHES.balance, cacheId)
      // The cache read is a wait: an account the person disconnected meanwhile is no longer the wallet's to answer for.
      if (!cached && !isCurrent(namespace, address, network)) return
      const { balance, symbol } = cached ?? (await adapter.getBalance({ address, network }))
      if (!cached) void storage.cache.set(KERNEL_CACHES.balance, cacheId, { balance, symbol })
      updateIfCurrent(namespace, address, network, { balance: formatBalance(balance), balanceSymbol: symbol, balanceUnavailable: false })
    } catch (error) {
      // A node that did not answer is no zero balance: 'Balance unavailable' until a read succeeds.
      updateIfCurrent(namespace, address, network, { balance: undefined, balanceUnavailable: true })
      report(error)
    }
  }

  /** The balance route resolves to [] on failure (SPEC §8); observe its error to apply the §4 retry lock. */
  async function fetchTokenBalances(address: string, network: Network, force: boolean): Promise<TokenBalance[]> {
    let failure: unknown
    const context = {
      ...services.context,
      onError: (error: unknown) => {
        failure = error
        services.context.onError(error)
      },
    }
    const { balances } = await getBalance(context, { address, network, forceUpdate: force ? 'true' : undefined })
    if (failure !== undefined) throw failure
    return balances
  }

  async function refreshProfile(namespace: Namespace): Promise<void> {
    const chain = selectChain(store.getState(), namespace)
    const address = chain?.accountState.address
    const network = chain?.networkState.caipNetwork
    if (!address || !network || !isIdentitySupported(network)) return // SPEC §5: EVM only, not testnets
    const cached = await storage.cache.get(KERNEL_CACHES.identity, address)
    const identity = cached ?? (await services.blockchain.getIdentity({ address, sender: address, network }))
    // Only a found name is kept: a lookup that failed (the fallback is no name) is tried again next time.
    if (!cached && identity.name) void storage.cache.set(KERNEL_CACHES.identity, address, identity)
    updateIfCurrent(namespace, address, network, { profileName: identity.name ?? null, profileImage: identity.avatar ?? null })
  }

  // A transaction the account sent changes its balances: drop the caches, fetch again. (A transaction needs a
  // connected account, whose connect or restore loaded this module first.)
  ctx.bus.on('transaction', ({ namespace }) => void refreshBalance(namespace, { force: true }).catch(report))

  return {
    refreshBalance,
    async refreshProfile(namespace = store.getState().activeNamespace) {
      const address = namespace && selectChain(store.getState(), namespace)?.accountState.address
      if (!namespace || !address) return
      await storage.cache.delete(KERNEL_CACHES.identity, address)
      await refreshProfile(namespace)
    },
    refreshAccountData(namespace) {
      void refreshBalance(namespace).catch(report)
      void refreshProfile(namespace).catch(report)
    },
  }
}
