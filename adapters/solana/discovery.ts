/**
 * Finds Solana wallets through the Wallet Standard (`getWallets()` of
 * @wallet-standard/app): the ones registered before the adapter loaded and
 * those registering later. One entry per wallet name; malformed wallets are
 * left out (see wallet-standard.ts).
 */
import { waitUntilFound } from '../../kernel/plugin'
import { checkWallet, type SolanaWallet } from './wallet-standard'

/** The part of @wallet-standard/app's `Wallets` discovery reads; tests pass a stand-in. */
export interface WalletSource {
  get(): readonly unknown[]
  on(event: 'register' | 'unregister', listener: (...wallets: never[]) => void): () => void
}

export interface WalletDiscovery {
  wallets(): SolanaWallet[]
  /** Resolve once the wallet is registered, or undefined after `timeoutMs` (wallets may register late). */
  waitFor(connectorId: string, timeoutMs: number): Promise<SolanaWallet | undefined>
  subscribe(listener: (wallets: SolanaWallet[]) => void): () => void
  stop(): void
}

export function startWalletDiscovery(source: WalletSource): WalletDiscovery {
  const listeners = new Set<(wallets: SolanaWallet[]) => void>()
  let known: SolanaWallet[] = []

  function refresh(): void {
    const byName = new Map<string, SolanaWallet>()
    for (const candidate of source.get()) {
      const wallet = checkWallet(candidate)
      if (wallet && !byName.has(wallet.connector.id)) byName.set(wallet.connector.id, wallet)
    }
    known = [...byName.values()]
    for (const listener of listeners) listener(known)
  }

  const stops = [source.on('register', refresh), source.on('unregister', refresh)]
  refresh()

  const find = (connectorId: string) => known.find((wallet) => wallet.connector.id === connectorId)

  function subscribe(listener: (wallets: SolanaWallet[]) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return {
    wallets: () => known,
    waitFor: (connectorId, timeoutMs) => waitUntilFound(() => find(connectorId), subscribe, timeoutMs),
    subscribe,
    stop() {
      stops.forEach((stop) => stop())
      listeners.clear()
    },
  }
}
