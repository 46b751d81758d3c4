/**
 * Pure rules of the wallet lists (SPEC §4 "wallet-list pages grow", §5 hiding
 * rules): no React, no network, so every rule is testable on plain data.
 */
import type { Connector, Namespace } from '../types'
import type { RegistryWallet } from './types'

/** SPEC §4: pages grow with duplicates removed by id; the first occurrence wins. */
export function mergeById<T extends { id: string }>(...lists: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>()
  const merged: T[] = []
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      merged.push(item)
    }
  }
  return merged
}

/** SPEC §4: the count only rises. */
export function risingCount(previous: number, next: number): number {
  return Math.max(previous, next)
}

/** SPEC §5: featured wallets follow the configured id order; unknown ids are skipped. */
export function orderByIds<T extends { id: string }>(wallets: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(wallets.map((wallet) => [wallet.id, wallet]))
  return ids.flatMap((id) => {
    const wallet = byId.get(id)
    return wallet ? [wallet] : []
  })
}

/** SPEC §5: search text is trimmed. */
export function normaliseSearch(text: string): string {
  return text.trim()
}

export interface VisibilityContext {
  excludedIds: ReadonlySet<string>
  /** rdns of wallets the browser announced or injected. */
  installedRdns: ReadonlySet<string>
  isMobile: boolean
  /**
   * True when a WalletConnect (universal-provider) path exists. Then a wallet
   * without an injected identifier can still connect through its links.
   */
  walletConnect: boolean
}

export function isInstalled(wallet: RegistryWallet, installedRdns: ReadonlySet<string>): boolean {
  return Boolean(wallet.rdns && installedRdns.has(wallet.rdns))
}

const GENERIC_BROWSER_WALLET = 'Browser Wallet'

/** SPEC §5 hiding rules for one registry wallet. */
export function isWalletVisible(wallet: RegistryWallet, context: VisibilityContext): boolean {
  if (context.excludedIds.has(wallet.id)) return false
  if (!context.isMobile && wallet.name === GENERIC_BROWSER_WALLET) return false
  const installed = isInstalled(wallet, context.installedRdns)
  if (installed) return true
  if (context.walletConnect) {
    // A universal-provider run keeps only wallets it can reach through a link.
    return Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
  }
  // Without WalletConnect, only a wallet with an injected identifier could ever connect.
  return Boolean(wallet.rdns)
}

/**
 * SPEC §4: while switching namespace only that namespace's connectors are listed; otherwise every
 * namespace's, one per wallet (a wallet serving several connects on the active namespace).
 */
export function namespaceConnectors(connectors: readonly Connector[], active: Namespace | undefined, switching: boolean | undefined): Connector[] {
  const own = connectors.filter((connector) => connector.chain === active)
  return mergeById(own, switching ? [] : connectors)
}

/** SPEC §5 for connectors: the generic 'Browser Wallet' is hidden on desktop. */
export function isConnectorVisible(connector: { name: string }, isMobile: boolean): boolean {
  return isMobile || connector.name !== GENERIC_BROWSER_WALLET
}

/** Installed wallets first, otherwise the order is kept (stable). */
export function installedFirst(wallets: readonly RegistryWallet[], installedRdns: ReadonlySet<string>): RegistryWallet[] {
  const installed = wallets.filter((wallet) => isInstalled(wallet, installedRdns))
  const others = wallets.filter((wallet) => !isInstalled(wallet, installedRdns))
  return [...installed, ...others]
}

export interface WalletListParts {
  featured: readonly RegistryWallet[]
  recommended: readonly RegistryWallet[]
  pages: readonly RegistryWallet[]
}

/**
 * The AllWallets order: featured (configured order), recommended, then the
 * registry pages; duplicates removed by id, hidden wallets dropped, installed first.
 */
export function composeWalletList(parts: WalletListParts, context: VisibilityContext): RegistryWallet[] {
  const merged = mergeById(parts.featured, parts.recommended, parts.pages)
  const visible = merged.filter((wallet) => isWalletVisible(wallet, context))
  return installedFirst(visible, context.installedRdns)
}
