import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../kernel/bus'
import { createPluginRegistry, definePlugin } from '../../../kernel/plugins'
import { createRouter } from '../../../kernel/router'
import { createStore, initialKernelState } from '../../../kernel/store'
import type { Kernel, PluginDescriptor, PluginModule } from '../../../kernel/types'
import { testConfig } from './helpers'

function setup(flags: Record<string, boolean> = {}) {
  const store = createStore(initialKernelState(testConfig()))
  const bus = createBus()
  const router = createRouter({ store, bus, embedded: false, allowUnsupportedChain: false, hasAdapters: () => true, isMobile: () => false })
  const kernel = { store, bus, router } as unknown as Kernel
  const ready = vi.fn(async () => undefined)
  const registry = createPluginRegistry({ flags, store, bus, router, kernel: () => kernel, ready })
  router.setMissingViewResolver((view) => registry.loadForView(view))
  const events: string[] = []
  for (const type of ['plugin-added', 'plugin-loaded', 'plugin-removed'] as const) bus.on(type, ({ name }) => events.push(`${type}:${name}`))
  return { store, bus, router, kernel, registry, events, ready }
}

const module = (extra: Partial<PluginModule> = {}): PluginModule => ({
  views: { Swap: async () => ({ default: () => 'swap' }) },
  slice: { initial: { amount: '1' } },
  rpc: { swap_quote: (params) => ({ quoted: params }) },
  ...extra,
})

describe('kernel/plugins', () => {
  it('DESIGN plugins: definePlugin is an identity helper', () => {
    const descriptor = { name: 'x', load: async () => ({}) }
    expect(definePlugin(descriptor)).toBe(descriptor)
  })

  it('DESIGN plugins: a duplicate name is refused', () => {
    const { registry } = setup()
    registry.register({ name: 'swaps', load: async () => ({}) })
    expect(() => registry.register({ name: 'swaps', load: async () => ({}) })).toThrow('Plugin "swaps" is already registered')
  })

  it('SPEC §2: a plugin whose flag is off is never loaded — not at start, first use, view or RPC', async () => {
    const { registry, router } = setup({ swaps: false })
    const load = vi.fn(async () => module())
    registry.register({ name: 'swaps', flag: 'swaps', views: ['Swap'], rpcMethods: ['swap_quote'], load })
    await registry.start()
    expect(await registry.load('swaps')).toBe(false)
    expect(await router.resolveView('Swap')).toBeUndefined()
    await expect(registry.rpc('swap_quote')).rejects.toThrow('Requested RPC call is not allowed')
    expect(registry.slots('wallet-feature')).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  it("SPEC §2: flag on + loadOn 'start' loads at start: views, slice, rpc, setup", async () => {
    const { registry, router, store, events, kernel } = setup({ swaps: true })
    const teardown = vi.fn()
    const setupFn = vi.fn(() => teardown)
    registry.register({ name: 'swaps', flag: 'swaps', load: async () => module({ setup: setupFn }) })
    await registry.start()
    expect(registry.isLoaded('swaps')).toBe(true)
    expect(router.hasView('Swap')).toBe(true)
    expect(store.getState().plugins.swaps).toEqual({ amount: '1' })
    expect(await registry.rpc('swap_quote', 5)).toEqual({ quoted: 5 })
    expect(setupFn).toHaveBeenCalledWith(kernel)
    expect(events).toEqual(['plugin-added:swaps', 'plugin-loaded:swaps'])
  })

  it("DESIGN plugins: 'first-use' loads on the first view resolve or RPC call, once", async () => {
    const { registry, router } = setup()
    const load = vi.fn(async () => module())
    registry.register({ name: 'swaps', loadOn: 'first-use', views: ['Swap'], rpcMethods: ['swap_quote'], load })
    await registry.start()
    expect(load).not.toHaveBeenCalled()
    expect(typeof (await router.resolveView('Swap'))).toBe('function')
    expect(load).toHaveBeenCalledTimes(1)

    const second = setup()
    const load2 = vi.fn(async () => module())
    second.registry.register({ name: 'swaps', loadOn: 'first-use', rpcMethods: ['swap_quote'], load: load2 })
    const [a, b] = await Promise.all([second.registry.rpc('swap_quote', 1), second.registry.rpc('swap_quote', 2)])
    expect([a, b]).toEqual([{ quoted: 1 }, { quoted: 2 }])
    expect(load2).toHaveBeenCalledTimes(1)
  })

  it('DESIGN plugins: remove runs teardown and drops slice, views and rpc', async () => {
    const { registry, router, store, events } = setup()
    const teardown = vi.fn()
    registry.register({ name: 'swaps', load: async () => module({ setup: () => teardown }) })
    await registry.start()
    registry.remove('swaps')
    expect(teardown).toHaveBeenCalledTimes(1)
    expect(router.hasView('Swap')).toBe(false)
    expect(store.getState().plugins).toEqual({})
    await expect(registry.rpc('swap_quote')).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED' })
    expect(registry.names()).toEqual([])
    expect(events.at(-1)).toBe('plugin-removed:swaps')
  })

  it('DESIGN slots: enabled plugins list their entries without loading, in the configured order', () => {
    const { registry } = setup({ swaps: true, onramp: true, send: false })
    const load = vi.fn(async () => ({}))
    const feature = (name: string): PluginDescriptor => ({
      name, flag: name, loadOn: 'first-use', load, slots: [{ slot: 'wallet-feature', id: name, label: name, view: name }],
    })
    registry.register(feature('swaps'))
    registry.register(feature('send'))
    registry.register(feature('onramp'))
    registry.register({ name: 'names', loadOn: 'first-use', load, slots: [{ slot: 'account-action', id: 'names', label: 'Names', view: 'RegisterAccountName' }] })
    expect(registry.slots('wallet-feature', ['onramp', 'swaps', 'receive', 'send']).map((entry) => entry.id)).toEqual(['onramp', 'swaps'])
    expect(registry.slots('wallet-feature').map((entry) => entry.id)).toEqual(['swaps', 'onramp'])
    expect(registry.slots('account-action').map((entry) => entry.id)).toEqual(['names'])
    expect(load).not.toHaveBeenCalled()
  })

  it('DESIGN runtime: a plugin loads only once the kernel runtime is ready; a disabled one never asks for it', async () => {
    const { registry, ready } = setup({ swaps: false })
    let release = () => {}
    ready.mockImplementation(() => new Promise<undefined>((resolve) => (release = () => resolve(undefined))))
    const load = vi.fn(async () => module())
    registry.register({ name: 'send', load })
    registry.register({ name: 'swaps', flag: 'swaps', load: vi.fn(async () => module()) })
    const started = registry.start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).not.toHaveBeenCalled()
    release()
    await started
    expect(load).toHaveBeenCalledTimes(1)
    expect(ready).toHaveBeenCalledTimes(1)
  })

  it('DESIGN plugins: a failed load can be retried', async () => {
    const { registry } = setup()
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(module())
    registry.register({ name: 'swaps', load })
    await expect(registry.load('swaps')).rejects.toThrow('chunk failed')
    expect(await registry.load('swaps')).toBe(true)
  })
})
