import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../kernel/bus'
import { createModal } from 'portico'
import { mainnet } from 'portico/networks'
import { createPluginRegistry, definePlugin, isPluginEnabled } from '../../../kernel/plugins'
import { createRouter } from '../../../kernel/router'
import { createStore, initialKernelState } from '../../../kernel/store'
import { produce } from '../../../kernel/drafts'
import type { Kernel, PluginDescriptor, PluginHandle, PluginModule, PluginScope } from 'portico'
import { slotEntries } from '../../../kernel/ui/slots'
import { testConfig } from './helpers'

function setup(flags: Record<string, boolean> = {}) {
  const store = createStore(initialKernelState(testConfig()), produce)
  const bus = createBus()
  const router = createRouter({
    store,
    bus,
    embedded: false,
    allowUnsupportedChain: false,
    hasAdapters: () => true,
    isMobile: () => false,
    resolveMissingView: (view) => registry.loadForView(view),
    roleView: (role) => registry.roleView(role),
  })
  const kernel = { store, bus, router, plugin: (name: string) => registry.handle(name) } as unknown as Kernel
  const ready = vi.fn(async () => undefined)
  const registry = createPluginRegistry({ flags, store, bus, router, kernel: () => kernel, ready })
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
    expect(() => registry.register({ name: 'swaps', load: async () => ({}) })).toThrowError(
      expect.objectContaining({ code: 'PLUGIN_ALREADY_REGISTERED', message: 'Plugin "swaps" is already registered' }),
    )
  })

  it('SPEC §2: a plugin whose flag is off is never loaded — not at start, first use, view or RPC', async () => {
    const { registry, router } = setup({ swaps: false })
    const load = vi.fn(async () => module())
    registry.register({ name: 'swaps', flag: 'swaps', views: ['Swap'], rpcMethods: ['swap_quote'], load })
    await registry.start()
    expect(await registry.load('swaps')).toBe(false)
    expect(await router.resolveView('Swap')).toBeUndefined()
    await expect(registry.rpc('swap_quote')).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED', message: 'Requested RPC call is not allowed' })
    expect(registry.handle('swaps')).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
  })

  it("SPEC §2: flag on + loadOn 'start' loads at start: views, slice, rpc, setup", async () => {
    const { registry, router, store, events, kernel } = setup({ swaps: true })
    const teardown = vi.fn()
    const setupFn = vi.fn(() => teardown)
    registry.register({ name: 'swaps', flag: 'swaps', load: async () => module({ setup: setupFn }) })
    await registry.start()
    const handle = registry.handle('swaps')
    expect(handle).toBeDefined()
    expect(router.hasView('Swap')).toBe(true)
    expect(store.getState().plugins.swaps).toEqual({ amount: '1' })
    expect(await registry.rpc('swap_quote', 5)).toEqual({ quoted: 5 })
    expect(setupFn).toHaveBeenCalledTimes(1)
    expect(setupFn).toHaveBeenCalledWith(kernel, handle)
    expect((setupFn.mock.calls[0] as unknown[])[1]).toBe(handle)
    expect(teardown).not.toHaveBeenCalled()
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
    const load = vi.fn(async () => ({}))
    const feature = (name: string): PluginDescriptor => ({
      name, flag: name, loadOn: 'first-use', load, slots: [{ slot: 'wallet-feature', id: name, label: name, view: name }],
    })
    const config = testConfig({
      plugins: [
        feature('swaps'),
        feature('send'),
        feature('onramp'),
        { ...feature('greeter'), flags: { greeter: false } }, // off by its declared default
        { name: 'names', loadOn: 'first-use', load, slots: [{ slot: 'account-action', id: 'names', label: 'Names', view: 'RegisterAccountName' }] },
      ],
      features: { swaps: true, onramp: true, send: false },
    })
    expect(slotEntries(config, 'wallet-feature', ['onramp', 'swaps', 'receive', 'send']).map((entry) => entry.id)).toEqual(['onramp', 'swaps'])
    // Without an order and without ranks: the order the plugins are configured in.
    expect(slotEntries(config, 'wallet-feature').map((entry) => entry.id)).toEqual(['swaps', 'onramp'])
    expect(slotEntries(config, 'account-action').map((entry) => entry.id)).toEqual(['names'])
    expect(load).not.toHaveBeenCalled()
  })

  it('DESIGN plugins: one enabled rule — no flag, or its flag exactly true', () => {
    expect(isPluginEnabled({}, {})).toBe(true)
    expect(isPluginEnabled({ flag: 'swaps' }, { swaps: true })).toBe(true)
    expect(isPluginEnabled({ flag: 'swaps' }, { swaps: false })).toBe(false)
    expect(isPluginEnabled({ flag: 'greeter' }, { swaps: true })).toBe(false)
  })

  it('DESIGN runtime: a plugin\'s code is fetched beside the kernel runtime, and set up only once the runtime is ready; a disabled one asks for neither', async () => {
    const { registry, ready, events } = setup({ swaps: false })
    let release = () => {}
    ready.mockImplementation(() => new Promise<undefined>((resolve) => (release = () => resolve(undefined))))
    const setupSend = vi.fn()
    const load = vi.fn(async () => module({ setup: setupSend }))
    const loadSwaps = vi.fn(async () => module())
    registry.register({ name: 'send', load })
    registry.register({ name: 'swaps', flag: 'swaps', load: loadSwaps })
    const started = registry.start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).toHaveBeenCalledTimes(1) // fetching, not waiting for the runtime
    expect(setupSend).not.toHaveBeenCalled()
    expect(registry.handle('send')).toBeUndefined()
    expect(events).not.toContain('plugin-loaded:send')
    release()
    await started
    expect(setupSend).toHaveBeenCalledTimes(1)
    expect(events).toContain('plugin-loaded:send')
    expect(load).toHaveBeenCalledTimes(1)
    expect(ready).toHaveBeenCalledTimes(1)
    expect(loadSwaps).not.toHaveBeenCalled()
  })

  it('DESIGN runtime: a plugin whose runtime fails to load is not set up, and its fetched code leaves no unhandled rejection', async () => {
    const { registry, ready } = setup()
    ready.mockRejectedValue(new Error('runtime chunk failed'))
    const setupSend = vi.fn()
    registry.register({ name: 'send', load: vi.fn(async () => module({ setup: setupSend })) })
    // Not a vi.fn: a spy handles the promises it returns (to record them), which would hide an unhandled one.
    registry.register({ name: 'swaps', load: () => Promise.reject(new Error('swaps chunk failed')) })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      await expect(registry.load('send')).rejects.toThrow('runtime chunk failed')
      await expect(registry.load('swaps')).rejects.toThrow('runtime chunk failed')
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
    expect(setupSend).not.toHaveBeenCalled()
    expect(registry.handle('send')).toBeUndefined()
  })

  it('DESIGN plugins: a failed load can be retried', async () => {
    const { registry } = setup()
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(module())
    registry.register({ name: 'swaps', load })
    await expect(registry.load('swaps')).rejects.toThrow('chunk failed')
    expect(await registry.load('swaps')).toBe(true)
  })

  it('DESIGN plugins: `requires` loads and sets up the dependency first, once, for every dependant', async () => {
    const { registry, events, kernel } = setup()
    const order: string[] = []
    const api = { login: vi.fn() }
    const walletLoad = vi.fn(async (): Promise<PluginModule> => ({
      setup: () => {
        order.push('setup:wallet')
        return { api }
      },
    }))
    const dependant = (name: string): PluginDescriptor => ({
      name,
      loadOn: 'first-use',
      requires: ['wallet'],
      load: vi.fn(async (): Promise<PluginModule> => {
        order.push(`load:${name}`)
        return {
          setup: (k) => {
            order.push(`setup:${name}`)
            expect(k.plugin('wallet')?.api).toBe(api)
          },
        }
      }),
    })
    registry.register(dependant('email'))
    registry.register(dependant('socials'))
    registry.register({ name: 'wallet', loadOn: 'first-use', load: walletLoad })
    expect(await Promise.all([registry.load('email'), registry.load('socials')])).toEqual([true, true])
    expect(walletLoad).toHaveBeenCalledTimes(1)
    expect(order.indexOf('setup:wallet')).toBe(0)
    expect(order.filter((entry) => entry === 'setup:wallet')).toHaveLength(1)
    expect(order).toEqual(expect.arrayContaining(['load:email', 'setup:email', 'load:socials', 'setup:socials']))
    expect(events.filter((event) => event.startsWith('plugin-loaded'))[0]).toBe('plugin-loaded:wallet')
    expect(kernel.plugin('wallet')?.api).toBe(api)
  })

  it('DESIGN plugins: a dependant whose requirement is disabled is not loaded (PLUGIN_REQUIRES)', async () => {
    const { registry } = setup({ wallet: false })
    const load = vi.fn(async () => ({}))
    registry.register({ name: 'wallet', flag: 'wallet', load: vi.fn(async () => ({})) })
    registry.register({ name: 'email', loadOn: 'first-use', requires: ['wallet'], load })
    await expect(registry.load('email')).rejects.toMatchObject({ code: 'PLUGIN_REQUIRES' })
    expect(load).not.toHaveBeenCalled()
    expect(registry.handle('email')).toBeUndefined()
  })

  it('DESIGN plugins: createModal refuses an enabled plugin whose requirement is missing or disabled (INVALID_CONFIG)', () => {
    const wallet = (flag?: string) => definePlugin({ name: 'wallet', flag, loadOn: 'first-use', load: async () => ({}) })
    const email = (flag?: string) => definePlugin({ name: 'email', flag, loadOn: 'first-use', requires: ['wallet'], load: async () => ({}) })
    const modal = (plugins: PluginDescriptor[], features: Record<string, boolean> = {}) => () =>
      createModal({ projectId: 'p', networks: [mainnet], plugins, features })
    const invalid = expect.objectContaining({ code: 'INVALID_CONFIG', message: expect.stringContaining('"email" requires the plugin "wallet"') })
    expect(modal([email()])).toThrow(invalid)
    expect(modal([email(), wallet('wallet')], { wallet: false })).toThrow(invalid)
    expect(modal([email(), { ...wallet('wallet'), flags: { wallet: false } }])).toThrow(invalid) // off by its declared default
    // Fine: the requirement is there and on, or the dependant itself is off.
    expect(modal([email(), wallet()])).not.toThrow()
    expect(modal([email(), wallet('wallet')])).not.toThrow() // a declared flag is on by default
    expect(modal([email(), wallet('wallet')], { wallet: true })).not.toThrow()
    expect(modal([email('email')], { email: false })).not.toThrow()
  })

  it('DESIGN plugins: a plugin reads and writes only its own slice; its slice is dropped on removal', async () => {
    const { registry, store } = setup()
    const scopes: Record<string, PluginScope<{ count: number }>> = {}
    const counter = (name: string): PluginDescriptor => ({
      name,
      load: async () => ({
        slice: { initial: { count: 0 } },
        setup: (_kernel, scope) => void (scopes[name] = scope as PluginScope<{ count: number }>),
      }),
    })
    registry.register(counter('a'))
    registry.register(counter('b'))
    await registry.start()
    const a = scopes.a as PluginScope<{ count: number }>
    const bBefore = store.getState().plugins.b
    const changes: unknown[] = []
    a.subscribe((state, previous) => changes.push([previous, state]))

    a.setState((draft) => void (draft.count += 1))
    expect(a.getState()).toEqual({ count: 1 })
    expect(store.getState().plugins.a).toEqual({ count: 1 })
    expect(store.getState().plugins.b).toBe(bBefore)
    a.setState(() => ({ count: 5 })) // a recipe may return the new slice
    expect(store.getState().plugins.a).toEqual({ count: 5 })
    expect(changes).toEqual([[{ count: 0 }, { count: 1 }], [{ count: 1 }, { count: 5 }]])

    scopes.b?.setState((draft) => void (draft.count = 9)) // another slice: a's listener is not called
    expect(changes).toHaveLength(2)
    expect(a.getState()).toEqual({ count: 5 })

    registry.remove('a')
    expect(store.getState().plugins).toEqual({ b: { count: 9 } })
    expect(registry.handle('a')).toBeUndefined()
  })

  it('DESIGN plugins: slice actions are built once with the scope and the kernel, and reachable through the handle', async () => {
    const { registry, store, kernel } = setup()
    const actions = vi.fn((scope: Pick<PluginScope<{ count: number }>, 'getState' | 'setState'>, _kernel: Kernel) => ({
      increment: () => scope.setState((draft) => void (draft.count += 1)),
      current: () => scope.getState().count,
    }))
    let actionsInSetup: unknown
    registry.register({
      name: 'counter',
      load: async () => ({
        slice: { initial: { count: 0 }, actions },
        setup: (_kernel: Kernel, scope: PluginScope) => void (actionsInSetup = scope.actions),
      }) as PluginModule,
    })
    await registry.start()
    expect(actions).toHaveBeenCalledTimes(1)
    expect(actions.mock.calls[0]?.[1]).toBe(kernel)
    type CounterHandle = PluginHandle<{ count: number }, ReturnType<typeof actions>>
    const handle = kernel.plugin<CounterHandle>('counter')
    expect(handle?.actions).toBe(actions.mock.results[0]?.value)
    expect(actionsInSetup).toBe(handle?.actions)
    handle?.actions.increment()
    handle?.actions.increment()
    expect(store.getState().plugins.counter).toEqual({ count: 2 })
    expect(handle?.actions.current()).toBe(2)
    expect(handle?.getState()).toEqual({ count: 2 })
  })

  it("DESIGN plugins: setup's { api } is what kernel.plugin(name).api gives; its teardown runs on removal", async () => {
    const { registry, kernel } = setup()
    const api = { greet: (name: string) => `Hello, ${name}` }
    const teardown = vi.fn()
    registry.register({ name: 'greeter', loadOn: 'first-use', load: async () => ({ setup: () => ({ api, teardown }) }) })
    expect(kernel.plugin('greeter')).toBeUndefined()
    expect(await registry.load('greeter')).toBe(true)
    expect(kernel.plugin('greeter')?.api).toBe(api)
    expect(kernel.plugin('greeter')?.name).toBe('greeter')
    expect(teardown).not.toHaveBeenCalled()
    registry.remove('greeter')
    expect(teardown).toHaveBeenCalledTimes(1)
    expect(kernel.plugin('greeter')).toBeUndefined()
  })

  it('SPEC §2: a view role is served only by an enabled plugin', () => {
    const roles = { 'basic-connect': 'ConnectingWalletConnectBasic', 'remote-wallet': 'ConnectingWalletConnect' } as const
    const off = setup({ walletconnect: false })
    off.registry.register({ name: 'walletconnect', flag: 'walletconnect', roles, load: async () => ({}) })
    expect(off.registry.roleView('basic-connect')).toBeUndefined()
    expect(off.router.roleView('remote-wallet')).toBeUndefined()

    const unset = setup()
    unset.registry.register({ name: 'walletconnect', flag: 'walletconnect', roles, load: async () => ({}) })
    expect(unset.registry.roleView('basic-connect')).toBeUndefined()

    const on = setup({ walletconnect: true })
    on.registry.register({ name: 'walletconnect', flag: 'walletconnect', roles, load: async () => ({}) })
    expect(on.registry.roleView('basic-connect')).toBe('ConnectingWalletConnectBasic')
    expect(on.router.roleView('remote-wallet')).toBe('ConnectingWalletConnect')

    const flagless = setup()
    flagless.registry.register({ name: 'pairing', roles: { 'remote-wallet': 'Pair' }, load: async () => ({}) })
    expect(flagless.router.roleView('remote-wallet')).toBe('Pair')
    expect(flagless.router.roleView('basic-connect')).toBeUndefined()
    flagless.registry.remove('pairing')
    expect(flagless.router.roleView('remote-wallet')).toBeUndefined()
  })
})
