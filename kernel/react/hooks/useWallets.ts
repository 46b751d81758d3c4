/**
 * The wallet list for an app's own connect UI: the lists the modal's Connect and All wallets views show
 * (kernel/wallets, one place), as plain items. Loads the kernel runtime, never the modal UI.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { isMobile } from '../../platform'
import { safeImageUrl } from '../../safe-url'
import type { Connector, Kernel, Namespace } from '../../types'
import { walletIdOf } from '../../wallet-id'
import { walletCatalog } from '../../wallets/catalog'
import { isInstalledConnector } from '../../wallets/installed'
import { namespaceConnectors } from '../../wallets/listRules'
import { registryOf } from '../../wallets/registry'
import type { RegistryWallet } from '../../wallets/types'
import { INITIAL_WALLET_BROWSER_STATE, type WalletBrowser, type WalletBrowserState } from '../../wallets/walletBrowser'
import { allWalletsList, connectorForWallet, walletConnectors } from '../../wallets/walletList'
import { useModalInstance } from '../context'
import { useRuntime } from './useRuntime'
import { useModalState } from './useModalState'

export interface WalletItem {
  /** The connector's id for a connector, the registry id for a registry entry. */
  id: string
  name: string
  /** Only schemes that cannot run code (https, data:image, loopback http). */
  imageUrl?: string
  /** Announced (EIP-6963) or injected in this browser. */
  installed: boolean
  /** The wallet used last (SPEC §3 recentWallet). */
  recent: boolean
  /** Set when this browser can connect it directly: pass `connector.id` to useConnect. */
  connector?: Connector
  /** The wallet-registry entry (its links, for a wallet that is not installed). */
  registry?: RegistryWallet
}

export interface UseWallets {
  /** The Connect view's wallets: recent first, then installed, then the other connectors. */
  connectors: WalletItem[]
  /** The installed ones among them. */
  installed: WalletItem[]
  recent?: WalletItem
  /** Featured wallets, in the configured order (SPEC §5). */
  featured: WalletItem[]
  /**
   * The All wallets list: installed wallets the registry does not know, then featured, recommended and
   * the registry pages (SPEC §4: duplicates removed, §5: hidden ones dropped), or the search answer.
   */
  wallets: WalletItem[]
  /** The search text as set. */
  search: string
  /** Trimmed and debounced (SPEC §5, §9: the answer shows ≥ 300 ms after the last keystroke). */
  setSearch(text: string): void
  searching: boolean
  /** The next page of 40 (SPEC §9). */
  loadMore(): Promise<void>
  hasMore: boolean
  /** The runtime or a registry page is loading. */
  loading: boolean
  /** Registry wallets in all (the registry's count, which only rises). */
  count: number
  /** The runtime or the registry could not be reached; what is listed stays. */
  failed: boolean
}

const noSubscription = () => () => undefined
const noList = () => INITIAL_WALLET_BROWSER_STATE

/** Wallets of every namespace (one per wallet), or of `namespace` only (its registry entries and connectors). */
export function useWallets({ namespace }: { namespace?: Namespace } = {}): UseWallets {
  const modal = useModalInstance()
  const { kernel } = modal
  const runtime = useRuntime(modal)
  const connectors = useModalState((state) =>
    namespace ? state.connectors.filter((connector) => connector.chain === namespace) : namespaceConnectors(state.connectors, state.activeNamespace, state.switchingNamespace),
  )
  const recentId = useModalState((state) => state.connection.recentWallet?.id)
  // The registry is reached through the runtime's services: the catalog exists once it has loaded.
  const catalog = runtime.ready ? walletCatalog(kernel, namespace) : undefined
  const list = useSyncExternalStore(catalog?.subscribe ?? noSubscription, catalog?.getState ?? noList)
  const [search, setSearchText] = useState('')
  const typed = useRef(search)
  typed.current = search
  useEffect(() => {
    void catalog?.start()
    // Text typed while the runtime loaded had no catalog to ask: ask it now.
    if (typed.current.trim() !== '') catalog?.setSearch(typed.current)
    // The catalog outlives this hook; its search does not.
    return () => catalog?.setSearch('')
  }, [catalog])
  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text)
      catalog?.setSearch(text)
    },
    [catalog],
  )
  const loadMore = useCallback(async () => catalog?.loadMore(), [catalog])

  const mobile = isMobile()
  const items = useMemo(() => walletItems(kernel, catalog, { connectors, list, recentId, search, mobile }), [kernel, catalog, connectors, list, recentId, search, mobile])
  const searching = search.trim() !== ''
  return {
    ...items,
    search,
    setSearch,
    searching: searching && list.searching,
    loadMore,
    hasMore: catalog?.hasMore() ?? false,
    // Until the first page is in (or failed), the list is loading: no empty list flashes before the fetch starts.
    loading: !runtime.ready ? !runtime.error : searching ? list.searching : list.loadingPage || (list.page === 0 && !list.failed),
    count: list.count,
    failed: Boolean(runtime.error) || list.failed,
  }
}

interface ListInput {
  connectors: readonly Connector[]
  list: WalletBrowserState
  recentId?: string
  search: string
  mobile: boolean
}

type Items = Pick<UseWallets, 'connectors' | 'installed' | 'recent' | 'featured' | 'wallets'>

function walletItems(kernel: Kernel, catalog: WalletBrowser | undefined, { connectors, list, recentId, search, mobile }: ListInput): Items {
  const fromConnector = (connector: Connector): WalletItem => ({
    id: connector.id,
    name: connector.name,
    imageUrl: safeImageUrl(connector.imageUrl),
    installed: isInstalledConnector(connector),
    recent: walletIdOf(connector) === recentId,
    connector,
  })
  const fromRegistry = (wallet: RegistryWallet): WalletItem => {
    const connector = connectorForWallet(connectors, wallet)
    return {
      id: wallet.id,
      name: wallet.name,
      imageUrl: catalog && wallet.image_id ? safeImageUrl(registryOf(kernel).imageUrl(wallet.image_id)) : undefined,
      installed: connector ? isInstalledConnector(connector) : false,
      recent: wallet.id === recentId,
      ...(connector ? { connector } : {}),
      registry: wallet,
    }
  }
  const shown = walletConnectors(connectors, recentId, mobile).map(fromConnector)
  const { unlisted, wallets } = allWalletsList({
    connectors,
    list,
    query: search,
    isMobile: mobile,
    excludedIds: kernel.config.excludeWalletIds,
    walletConnect: kernel.router.roleView('remote-wallet') !== undefined,
  })
  return {
    connectors: shown,
    installed: shown.filter((item) => item.installed),
    recent: shown.find((item) => item.recent),
    featured: list.featured.map(fromRegistry),
    wallets: [...unlisted.map(fromConnector), ...wallets.map(fromRegistry)],
  }
}
