/** The one place the UI reaches the wallet-registry service. */
import type { Kernel } from '../types'
import type { GetWallets } from './types'

export interface RegistryAccess {
  getWallets: GetWallets
  imageUrl(imageId: string): string
}

const accesses = new WeakMap<Kernel, RegistryAccess>()

/**
 * One access per kernel. Image URLs are kept by id for the kernel's life:
 * building one (URL parsing, the SDK query) thousands of times was most of a
 * landed page's cost. AllWallets keeps its tiles per mount, so a mount over
 * thousands of loaded wallets reads their URLs from here.
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
