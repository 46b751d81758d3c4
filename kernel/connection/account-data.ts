/**
 * A connected account's balances and profile (./balances) load when a connect or restore begins, not with the
 * runtime: a first open, before any wallet is chosen, never needs them. The module is fetched while the wallet is
 * asked; neither waits for the other. Should the account be written first, its balance shows as loading until the
 * module reads it. A chunk that did not load is reported (the balance stops loading) and fetched again next time.
 */
import { updateAccount } from '../store-rules'
import type { Balances } from './balances'
import type { ConnectionContext } from './context'

export interface AccountData extends Balances {
  /** Fetch the module now (a connect or restore began). */
  prefetch(): void
}

export function createAccountData(ctx: ConnectionContext): AccountData {
  let loaded: Balances | undefined
  let loading: Promise<Balances> | undefined
  const load = () =>
    (loading ??= import('./balances').then(
      ({ createBalances }) => (loaded = createBalances(ctx)),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    prefetch: () => void load().catch(() => undefined), // the call that needs it reports a failure
    refreshBalance: async (namespace, options) => (await load()).refreshBalance(namespace, options),
    refreshProfile: async (namespace) => (await load()).refreshProfile(namespace),
    refreshAccountData(namespace) {
      if (loaded) return loaded.refreshAccountData(namespace)
      updateAccount(ctx.store, namespace, { balanceLoading: true })
      load().then(
        (balances) => balances.refreshAccountData(namespace),
        (error: unknown) => {
          updateAccount(ctx.store, namespace, { balanceLoading: false })
          ctx.report(error)
        },
      )
    },
  }
}
