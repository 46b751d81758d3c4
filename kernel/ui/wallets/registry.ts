/** The one place the UI reaches the wallet-registry service. */
import type { Kernel } from '../../types'
import type { GetWallets } from './types'

export interface RegistryAccess {
  getWallets: GetWallets
  imageUrl(imageId: string): string
}

export function registryOf(kernel: Kernel): RegistryAccess {
  const registry = kernel.services.registry
  return {
    getWallets: (params) => registry.getWallets(params),
    imageUrl: (imageId) => registry.walletImageUrl(imageId),
  }
}
