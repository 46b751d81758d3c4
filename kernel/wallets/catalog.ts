/**
 * The wallet list of a kernel, one for every view and kept for the page's life
 * (SPEC §4 prefetch: fetched once, skipped while connected). The modal UI
 * prefetches it when it mounts, so Connect and AllWallets render from what is
 * loaded and reopening them fetches nothing again; the first images are warmed
 * with the SPEC §9 preload timeout. portico/headless lists the same catalog.
 */
import { selectIsConnected } from '../store'
import type { Kernel, Namespace } from '../types'
import { PRELOADED_IMAGE_COUNT, IMAGE_PRELOAD_TIMEOUT_MS } from './constants'
import { registryOf } from './registry'
import { createWalletBrowser, type WalletBrowser } from './walletBrowser'

const catalogs = new WeakMap<Kernel, Partial<Record<string, WalletBrowser>>>()
const prefetched = new WeakSet<Kernel>()

/**
 * The whole list, or (SPEC §4) while switching to a namespace nothing is connected in, that namespace's
 * wallets: the registry is asked with the ids of its configured networks (`chains`).
 */
export function walletCatalog(kernel: Kernel, namespace?: Namespace): WalletBrowser {
  const byNamespace = catalogs.get(kernel) ?? {}
  catalogs.set(kernel, byNamespace)
  return (byNamespace[namespace ?? ''] ??= createWalletBrowser({
    getWallets: registryOf(kernel).getWallets,
    featuredIds: kernel.config.featuredWalletIds,
    includeIds: kernel.config.includeWalletIds,
    excludeIds: kernel.config.excludeWalletIds,
    chains: namespace && kernel.store.getState().chains[namespace]?.caipNetworks.map((network) => network.caipNetworkId),
  }))
}

/** SPEC §4: the wallet list is prefetched once, and not while a session is connected or stored to be restored. */
export function prefetchWallets(kernel: Kernel): void {
  const state = kernel.store.getState()
  if (prefetched.has(kernel) || selectIsConnected(state) || state.connection.status === 'reconnecting' || kernel.storage.connectedNamespaces().length > 0) return
  prefetched.add(kernel)
  const catalog = walletCatalog(kernel)
  void catalog.start().then(() => {
    const { featured, recommended, pages } = catalog.getState()
    const imageIds = [...featured, ...recommended, ...pages].flatMap((wallet) => (wallet.image_id ? [wallet.image_id] : []))
    const { imageUrl } = registryOf(kernel)
    for (const id of imageIds.slice(0, PRELOADED_IMAGE_COUNT)) preloadImage(imageUrl(id))
  })
}

/**
 * Fetches and decodes an image off the main thread so its tile paints at once.
 * After the timeout the fetch is dropped: a slow image host must not hold the
 * connections the registry's own requests need.
 */
function preloadImage(url: string): void {
  const image = new Image()
  image.decoding = 'async'
  const timer = setTimeout(() => image.removeAttribute('src'), IMAGE_PRELOAD_TIMEOUT_MS)
  image.src = url
  image.decode().then(
    () => clearTimeout(timer),
    () => clearTimeout(timer), // a broken image shows the initial in its tile
  )
}
