/**
 * AllWallets: installed wallets, featured (configured order), recommended,
 * then registry pages of 40 loaded on scroll; a trimmed, debounced search
 * (SPEC §4, §5, §9). The list logic lives in ../wallets, free of React.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactElement } from 'react'
import { isMobile } from '../../platform'
import type { Connector, ViewProps } from '../../types'
import { Skeleton } from '../primitives/Skeleton'
import { WalletImage } from '../primitives/Avatar'
import { useKernelState } from '../useKernelState'
import { EAGER_IMAGE_COUNT } from '../wallets/constants'
import { installedRdnsOf, isInstalledConnector } from '../wallets/installed'
import { composeWalletList, imageLoading, isConnectorVisible, isWalletVisible, type VisibilityContext } from '../wallets/listRules'
import { registryOf } from '../wallets/registry'
import type { RegistryWallet } from '../wallets/types'
import { useInfiniteScroll } from '../wallets/useInfiniteScroll'
import { CONNECTING_WALLET_CONNECT, connectorForWallet, useSelectWallet } from '../wallets/useSelectWallet'
import { createWalletBrowser } from '../wallets/walletBrowser'

type Tile = { key: string; name: string; imageUrl?: string; select: () => void }

export default function AllWallets({ kernel }: ViewProps): ReactElement {
  const registry = useMemo(() => registryOf(kernel), [kernel])
  const browser = useMemo(
    () =>
      createWalletBrowser({
        getWallets: registry.getWallets,
        featuredIds: kernel.config.featuredWalletIds,
        includeIds: kernel.config.includeWalletIds,
        excludeIds: kernel.config.excludeWalletIds,
      }),
    [kernel, registry],
  )
  const list = useSyncExternalStore(browser.subscribe, browser.getState)
  const connectors = useKernelState(kernel, (state) => state.connectors)
  const { selectConnector, selectRegistryWallet } = useSelectWallet(kernel)
  const [query, setQuery] = useState('')
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void browser.start()
    return () => browser.dispose()
  }, [browser])

  const searching = query.trim() !== ''
  useInfiniteScroll(sentinel, !searching && !list.loadingPage && browser.hasMore(), () => void browser.loadMore())

  const mobile = isMobile()
  const installed = connectors.filter((c) => isInstalledConnector(c) && isConnectorVisible(c, mobile))
  const context: VisibilityContext = {
    excludedIds: new Set(kernel.config.excludeWalletIds),
    installedRdns: installedRdnsOf(installed),
    isMobile: mobile,
    walletConnect: kernel.router.hasView(CONNECTING_WALLET_CONNECT),
  }
  const registryWallets = searching
    ? list.searchResults.filter((wallet) => isWalletVisible(wallet, context))
    : composeWalletList(list, context)

  const tiles = buildTiles({
    installed: searching ? installed.filter((c) => matches(c.name, query)) : installed,
    registryWallets,
    connectors: installed,
    imageUrl: (wallet) => (wallet.image_id ? registry.imageUrl(wallet.image_id) : undefined),
    selectConnector,
    selectRegistryWallet,
  })
  const busy = searching ? list.searching : list.loadingPage && list.page === 0

  return (
    <div>
      <input
        className="pt-search"
        type="search"
        placeholder="Search wallet"
        aria-label="Search wallets"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          browser.setSearch(event.target.value)
        }}
      />
      <div className="pt-scroll">
        <ul className="pt-grid" aria-label="Wallets" aria-busy={busy || list.loadingPage}>
          {busy
            ? null
            : tiles.map((tile, index) => (
                <li key={tile.key}>
                  <button type="button" className="pt-tile" onClick={tile.select}>
                    <WalletImage src={tile.imageUrl} name={tile.name} loading={imageLoading(index, EAGER_IMAGE_COUNT)} />
                    <span className="pt-tile-name">{tile.name}</span>
                  </button>
                </li>
              ))}
          {busy || (!searching && list.loadingPage) ? <Skeleton shape="tile" count={8} listItems /> : null}
        </ul>
        {!busy && searching && tiles.length === 0 ? <p className="pt-empty">No wallet found</p> : null}
        {!busy && !searching && !list.loadingPage && list.failed && tiles.length === 0 ? (
          <p className="pt-empty">Wallets could not be loaded.</p>
        ) : null}
        <div ref={sentinel} className="pt-sentinel" aria-hidden="true" />
      </div>
    </div>
  )
}

AllWallets.title = 'All Wallets'

function matches(name: string, query: string): boolean {
  return name.toLowerCase().includes(query.trim().toLowerCase())
}

interface TileInput {
  installed: readonly Connector[]
  registryWallets: readonly RegistryWallet[]
  connectors: readonly Connector[]
  imageUrl: (wallet: RegistryWallet) => string | undefined
  selectConnector: (connector: Connector) => void
  selectRegistryWallet: (wallet: RegistryWallet, imageUrl?: string) => void
}

/** Installed connectors the registry does not know come first; registry entries after. */
function buildTiles(input: TileInput): Tile[] {
  const known = new Set(
    input.registryWallets.flatMap((wallet) => {
      const connector = connectorForWallet(input.connectors, wallet)
      return connector ? [connector.id] : []
    }),
  )
  const connectorTiles = input.installed
    .filter((connector) => !known.has(connector.id))
    .map((connector) => ({
      key: `connector:${connector.id}`,
      name: connector.name,
      imageUrl: connector.imageUrl,
      select: () => input.selectConnector(connector),
    }))
  const walletTiles = input.registryWallets.map((wallet) => {
    const imageUrl = input.imageUrl(wallet)
    return { key: wallet.id, name: wallet.name, imageUrl, select: () => input.selectRegistryWallet(wallet, imageUrl) }
  })
  return [...connectorTiles, ...walletTiles]
}
