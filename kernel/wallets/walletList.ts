/**
 * The wallet lists as the modal's Connect and All wallets views show them and portico/headless returns
 * them: which connectors and registry wallets, in which order (SPEC §4, §5). Pure: no React, no network.
 */
import type { Connector, Namespace } from '../types'
import { walletIdOf } from '../wallet-id'
import { installedRdnsOf, isInstalledConnector } from './installed'
import { composeWalletList, isConnectorVisible, isWalletVisible, type VisibilityContext } from './listRules'
import type { RegistryWallet } from './types'
import type { WalletBrowserState } from './walletBrowser'

/** The connector a registry wallet stands for: the same registry id, or the same rdns. */
export function connectorForWallet(connectors: readonly Connector[], wallet: RegistryWallet): Connector | undefined {
  return connectors.find(
    (connector) => connector.explorerId === wallet.id || (wallet.rdns && connector.info?.rdns === wallet.rdns),
  )
}

/**
 * The connector a wallet is named by: its id, rdns, registry id or name (case aside), on `namespace` when
 * given, else preferably on the active one (a wallet may serve several).
 */
export function connectorNamed(connectors: readonly Connector[], wallet: string, namespace: Namespace | undefined, active: Namespace | undefined): Connector | undefined {
  const key = wallet.trim().toLowerCase()
  const named = connectors.filter((connector) =>
    [connector.id, connector.info?.rdns, connector.explorerId, connector.name].some((name) => name?.toLowerCase() === key),
  )
  const on = (ns: Namespace | undefined) => named.find((connector) => connector.chain === ns)
  return namespace ? on(namespace) : (on(active) ?? named[0])
}

/** Connectors of the Connect view's wallet section: recent first, then installed, then the rest. */
export function walletConnectors(connectors: readonly Connector[], recentId: string | undefined, mobile: boolean): Connector[] {
  const shown = connectors.filter((connector) => connector.type !== 'AUTH' && isConnectorVisible(connector, mobile))
  const rank = (connector: Connector): number =>
    walletIdOf(connector) === recentId ? 0 : isInstalledConnector(connector) ? 1 : 2
  return [...shown].sort((a, b) => rank(a) - rank(b))
}

/** A wallet name matches a search when it contains the trimmed text, case aside. */
export function matchesSearch(name: string, query: string): boolean {
  return name.toLowerCase().includes(query.trim().toLowerCase())
}

export interface AllWalletsInput {
  /** The connectors of the namespace(s) listed. */
  connectors: readonly Connector[]
  list: Pick<WalletBrowserState, 'featured' | 'recommended' | 'pages' | 'searchResults'>
  /** The search text as typed ('' for none). */
  query: string
  isMobile: boolean
  excludedIds: readonly string[]
  /** A WalletConnect path exists (a plugin serves the 'remote-wallet' role). */
  walletConnect: boolean
}

export interface AllWalletsList {
  /** Installed connectors that no listed registry wallet stands for: shown first, on their own. */
  unlisted: Connector[]
  /** The search answer while searching, else featured, recommended and pages; hidden ones dropped, installed first. */
  wallets: RegistryWallet[]
  /** Every shown installed connector, to find the one a registry wallet stands for. */
  installed: Connector[]
}

/** The All wallets list (SPEC §4 pages, §5 hiding rules and order). */
export function allWalletsList(input: AllWalletsInput): AllWalletsList {
  const installed = input.connectors.filter((connector) => isInstalledConnector(connector) && isConnectorVisible(connector, input.isMobile))
  const context: VisibilityContext = {
    excludedIds: new Set(input.excludedIds),
    installedRdns: installedRdnsOf(installed),
    isMobile: input.isMobile,
    walletConnect: input.walletConnect,
  }
  const searching = input.query.trim() !== ''
  const wallets = searching ? input.list.searchResults.filter((wallet) => isWalletVisible(wallet, context)) : composeWalletList(input.list, context)
  const listed = new Set(wallets.flatMap((wallet) => connectorForWallet(installed, wallet)?.id ?? []))
  const shown = searching ? installed.filter((connector) => matchesSearch(connector.name, input.query)) : installed
  return { unlisted: shown.filter((connector) => !listed.has(connector.id)), wallets, installed }
}
