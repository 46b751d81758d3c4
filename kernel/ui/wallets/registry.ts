/** The one place the UI reaches the wallet-registry service. */
import type { Kernel } from '../../types'
import type { GetWallets } from './types'

export interface RegistryAccess {
  getWallets: GetWallets
  imageUrl(imageId: string): string
}

const accesses = new WeakMap<Kernel, RegistryAccess>()

/**
 * One access per kernel. Image URLs are kept by id: the wallet list asks for
 * every loaded wallet's URL whenever a page lands, and building one (URL
 * parsing, the SDK query) thousands of times was most of a page's cost.
 */
export function registryOf(kernel: Kernel): RegistryAccess {
  let access = accesses.get(kernel)
  if (!access) {
    const registry = kernel.services.registry
    const imageUrls = new Map<string, string>()
    access = {
      getWallets: (params) => registry.getWallets(params),
      imageUrl(imageId) {
        let url = imageUrls.get(imageId)
        if (url === undefined) {
          url = registry.walletImageUrl(imageId)
          imageUrls.set(imageId, url)
        }
        return url
      },
    }
    accesses.set(kernel, access)
  }
  return access
}
