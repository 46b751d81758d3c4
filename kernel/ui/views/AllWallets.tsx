/**
 * AllWallets: installed wallets, featured (configured order), recommended,
 * then registry pages of 40 loaded on scroll; a trimmed, debounced search
 * (SPEC §4, §5, §9). The list logic lives in ../wallets, free of React.
 */
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react'
import { isMobile } from '../../platform'
import type { Connector, ViewProps } from '../../types'
import { useKernelState } from '../../react/useKernelState'
import { namespaceConnectors } from '../../wallets/listRules'
import { registryOf } from '../../wallets/registry'
import type { RegistryWallet } from '../../wallets/types'
import { allWalletsList } from '../../wallets/walletList'
import { useSelectWallet } from '../wallets/useSelectWallet'
import { useWalletCatalog } from '../wallets/useWalletCatalog'
import { WalletGrid, type WalletTile } from '../wallets/WalletGrid'

export default function AllWallets({ kernel }: ViewProps): ReactElement {
  const registry = registryOf(kernel)
  const { catalog: browser, list } = useWalletCatalog(kernel)
  const connectors = useKernelState(kernel, (state) => namespaceConnectors(state.connectors, state.activeNamespace, state.switchingNamespace))
  const { selectConnector, selectRegistryWallet } = useSelectWallet(kernel)
  const [query, setQuery] = useState('')
  const walletTiles = useMemo(() => new WeakMap<RegistryWallet, WalletTile>(), [selectRegistryWallet])

  // The list outlives the view; its search does not.
  useEffect(() => () => browser.setSearch(''), [browser])

  const searching = query.trim() !== ''

  const mobile = isMobile()
  // Recomposed only when its inputs change (registry and the select callbacks are fixed per kernel, searching follows query):
  // a loading flag or a scroll rebuilds nothing, so the grid's memoised tiles keep the same objects.
  const tiles = useMemo(() => {
    const { unlisted, wallets } = allWalletsList({
      connectors,
      list,
      query,
      isMobile: mobile,
      excludedIds: kernel.config.excludeWalletIds,
      walletConnect: kernel.router.roleView('remote-wallet') !== undefined,
    })
    return buildTiles({
      unlisted,
      registryWallets: wallets,
      imageUrl: (wallet) => (wallet.image_id ? registry.imageUrl(wallet.image_id) : undefined),
      selectConnector,
      selectRegistryWallet,
      walletTiles,
    })
  }, [kernel, connectors, mobile, query, list.featured, list.recommended, list.pages, list.searchResults])
  const busy = searching ? list.searching : list.loadingPage && list.page === 0
  // While a search is on its way the last settled list stays (aria-busy), so tiles that are in the answer too are
  // not rendered again, and skeletons show only when there is nothing yet.
  const settledTiles = useRef(tiles)
  if (!busy) settledTiles.current = tiles
  const shownTiles = busy ? settledTiles.current : tiles

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
      <WalletGrid
        tiles={shownTiles}
        skeletons={(busy && shownTiles.length === 0) || (!searching && list.loadingPage) ? 8 : 0}
        busy={busy || list.loadingPage}
        setSize={searching || !browser.hasMore() ? shownTiles.length : -1}
        resetKey={query}
        infiniteScroll={{
          enabled: !searching && !list.loadingPage && browser.hasMore(),
          // A landed page or a cleared search: check again whether the end is still in range.
          recheckKey: `${list.page}:${searching}`,
          onReachEnd: () => void browser.loadMore(),
        }}
      >
        {!busy && searching && tiles.length === 0 ? <p className="pt-empty">No wallet found</p> : null}
        {!busy && !searching && !list.loadingPage && list.failed && tiles.length === 0 ? (
          <p className="pt-empty">Wallets could not be loaded.</p>
        ) : null}
      </WalletGrid>
    </div>
  )
}

AllWallets.title = 'All Wallets'

interface TileInput {
  /** Installed connectors no registry wallet of the list stands for. */
  unlisted: readonly Connector[]
  registryWallets: readonly RegistryWallet[]
  imageUrl: (wallet: RegistryWallet) => string | undefined
  selectConnector: (connector: Connector) => void
  selectRegistryWallet: (wallet: RegistryWallet, imageUrl?: string) => void
  /** Tiles already built, by wallet: a landed page builds only its own (the rest are the same objects). */
  walletTiles: WeakMap<RegistryWallet, WalletTile>
}

/** Installed connectors the registry does not know come first; registry entries after. */
function buildTiles(input: TileInput): WalletTile[] {
  const connectorTiles = input.unlisted.map((connector) => ({
    key: `connector:${connector.id}`,
    name: connector.name,
    imageUrl: connector.imageUrl,
    select: () => input.selectConnector(connector),
  }))
  const walletTiles = input.registryWallets.map((wallet) => {
    let tile = input.walletTiles.get(wallet)
    if (!tile) {
      const imageUrl = input.imageUrl(wallet)
      tile = { key: wallet.id, name: wallet.name, imageUrl, select: () => input.selectRegistryWallet(wallet, imageUrl) }
      input.walletTiles.set(wallet, tile)
    }
    return tile
  })
  return connectorTiles.length ? [...connectorTiles, ...walletTiles] : walletTiles
}
