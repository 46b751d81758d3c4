/** The wallet catalog's state for a view; starts the fetch when the prefetch was skipped (connected at mount). */
import { useEffect, useSyncExternalStore } from 'react'
import { useKernelState } from '../../react/useKernelState'
import type { Kernel } from '../../types'
import { walletCatalog } from '../../wallets/catalog'
import type { WalletBrowser, WalletBrowserState } from '../../wallets/walletBrowser'

export function useWalletCatalog(kernel: Kernel): { catalog: WalletBrowser; list: WalletBrowserState } {
  const switchingTo = useKernelState(kernel, (state) => (state.switchingNamespace ? state.activeNamespace : undefined))
  const catalog = walletCatalog(kernel, switchingTo)
  const list = useSyncExternalStore(catalog.subscribe, catalog.getState)
  useEffect(() => void catalog.start(), [catalog])
  return { catalog, list }
}
