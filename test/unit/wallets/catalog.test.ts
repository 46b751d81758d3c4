// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchWallets, walletCatalog } from '../../../kernel/wallets/catalog'
import type { RegistryWallet } from '../../../kernel/wallets/types'
import { connect, stubKernel } from '../ui/stubKernel'

const wallets = (n: number): RegistryWallet[] => Array.from({ length: n }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}`, image_id: `img-${i}` }))

/** The image preloads started (src set), in order, and whether each is still loading. */
function watchImages() {
  const started: HTMLImageElement[] = []
  const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
    started.push(this)
    return new Promise(() => undefined) // never decodes: the timeout must drop it
  })
  return { started, restore: () => decode.mockRestore() }
}

describe('wallet catalog (SPEC §4 prefetch, §9 images)', () => {
  afterEach(() => vi.useRealTimers())

  it('prefetches featured, recommended and the first page once per kernel, and the first 20 images with a 2 s timeout', async () => {
    vi.useFakeTimers()
    const images = watchImages()
    try {
      const kernel = stubKernel({ featuredWalletIds: ['w0'] })
      kernel.getWallets.mockImplementation(async (args) => (args.entries === 40 ? { data: wallets(40), count: 40 } : { data: [], count: 0 }))
      prefetchWallets(kernel)
      prefetchWallets(kernel)
      await vi.advanceTimersByTimeAsync(0)
      expect(kernel.getWallets).toHaveBeenCalledTimes(3)
      expect(walletCatalog(kernel).getState().pages).toHaveLength(40)
      expect(images.started.map((image) => image.getAttribute('src'))).toEqual(wallets(20).map((w) => `http://127.0.0.1:9/getWalletImage/${w.image_id}`))
      expect(images.started.every((image) => image.decoding === 'async')).toBe(true)
      await vi.advanceTimersByTimeAsync(1999)
      expect(images.started.every((image) => image.hasAttribute('src'))).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(images.started.some((image) => image.hasAttribute('src'))).toBe(false)
    } finally {
      images.restore()
    }
  })

  it('is skipped while connected and while a stored session waits to be restored', async () => {
    const connected = stubKernel({}, (draft) => connect(draft))
    prefetchWallets(connected)
    const restoring = stubKernel()
    ;(restoring.storage as { connectedNamespaces: () => string[] }).connectedNamespaces = () => ['eip155']
    prefetchWallets(restoring)
    await Promise.resolve()
    expect(connected.getWallets).not.toHaveBeenCalled()
    expect(restoring.getWallets).not.toHaveBeenCalled()
  })
})
