/** The configured featured wallets, fetched once, in configured order (SPEC §5, §9). */
import { useEffect, useState } from 'react'
import type { Kernel } from '../../types'
import { FEATURED_FALLBACK_ENTRIES } from './constants'
import { orderByIds } from './listRules'
import { registryOf } from './registry'
import type { RegistryWallet } from './types'

export function useFeaturedWallets(kernel: Kernel): RegistryWallet[] {
  const [featured, setFeatured] = useState<RegistryWallet[]>([])
  const ids = kernel.config.featuredWalletIds
  useEffect(() => {
    if (ids.length === 0) return
    let live = true
    registryOf(kernel)
      .getWallets({ page: 1, entries: ids.length || FEATURED_FALLBACK_ENTRIES, include: ids })
      .then(
        ({ data }) => live && setFeatured(orderByIds(data, ids)),
        () => undefined, // SPEC §8: tolerated silently
      )
    return () => {
      live = false
    }
  }, [kernel, ids])
  return featured
}
