import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../kernel/bus'
import { createRouter, embeddedCloseView, initialView, shouldShowUnsupportedChain } from '../../../kernel/router'
import { createStore, initialKernelState } from '../../../kernel/store'
import { setActiveNetwork, updateAccount } from '../../../kernel/store-rules'
import { produce } from '../../../kernel/drafts'
import { base, mainnet, sepolia } from 'portico/networks'
import type { ViewComponent } from 'portico'
import { testConfig } from './helpers'

const component: ViewComponent = () => null
const lazy = () => Promise.resolve({ default: component })

function setup(overrides: { embedded?: boolean; hasAdapters?: boolean; mobile?: boolean; allowUnsupportedChain?: boolean } = {}) {
  const store = createStore(initialKernelState(testConfig()), produce)
  const bus = createBus()
  const router = createRouter({
    store,
    bus,
    embedded: overrides.embedded ?? false,
    allowUnsupportedChain: overrides.allowUnsupportedChain ?? false,
    hasAdapters: () => overrides.hasAdapters ?? true,
    isMobile: () => overrides.mobile ?? false,
  })
  const connect = () => updateAccount(store, 'eip155', { status: 'connected', address: '0x1' })
  return { store, bus, router, connect, top: () => store.getState().router.history.at(-1)?.view }
}

describe('kernel/router', () => {
  it('SPEC §2: no adapters and not connected → AllWallets on mobile, the basic-connect view (basic WalletConnect) otherwise', () => {
    const basicConnectView = 'ConnectingWalletConnectBasic'
    expect(initialView({ hasAdapters: false, isConnected: false, isMobile: true, basicConnectView })).toBe('AllWallets')
    expect(initialView({ hasAdapters: false, isConnected: false, isMobile: false, basicConnectView })).toBe('ConnectingWalletConnectBasic')
    // No plugin serves basic-connect: AllWallets everywhere.
    expect(initialView({ hasAdapters: false, isConnected: false, isMobile: false })).toBe('AllWallets')
    expect(initialView({ hasAdapters: false, isConnected: false, isMobile: true })).toBe('AllWallets')
  })

  it("SPEC §2: open with no adapters shows the view the router's role resolver names for basic-connect", async () => {
    const store = createStore(initialKernelState(testConfig()), produce)
    const roleView = vi.fn((role: string) => (role === 'basic-connect' ? 'ConnectingWalletConnectBasic' : undefined))
    const router = createRouter({ store, bus: createBus(), embedded: false, allowUnsupportedChain: false, hasAdapters: () => false, isMobile: () => false, roleView })
    router.registerView('ConnectingWalletConnectBasic', lazy)
    await router.open()
    expect(store.getState().router.history).toEqual([{ view: 'ConnectingWalletConnectBasic' }])
    expect(roleView).toHaveBeenCalledWith('basic-connect')
    expect(router.roleView('remote-wallet')).toBeUndefined()
  })

  it('SPEC §2: an explicit view is used, else Account when connected, Connect when not', () => {
    expect(initialView({ view: 'AllWallets', hasAdapters: true, isConnected: false, isMobile: false })).toBe('AllWallets')
    expect(initialView({ view: 'Account', hasAdapters: false, isConnected: true, isMobile: false })).toBe('Account')
    expect(initialView({ hasAdapters: true, isConnected: true, isMobile: false })).toBe('Account')
    expect(initialView({ hasAdapters: true, isConnected: false, isMobile: false })).toBe('Connect')
  })

  it('SPEC §2: closing in embedded mode returns to Account if connected, else Connect', () => {
    expect(embeddedCloseView(true)).toBe('Account')
    expect(embeddedCloseView(false)).toBe('Connect')
  })

  it('SPEC §2: UnsupportedChain when not requested, not allowed and not basic WalletConnect', () => {
    const input = { activeNetwork: sepolia, requestedNetworks: [mainnet, base], allowUnsupportedChain: false, isBasicWalletConnect: false }
    expect(shouldShowUnsupportedChain(input)).toBe(true)
    expect(shouldShowUnsupportedChain({ ...input, activeNetwork: base })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...input, allowUnsupportedChain: true })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...input, isBasicWalletConnect: true })).toBe(false)
  })

  it('SPEC §2: open picks the view, sets router.open and emits modal and analytics events', async () => {
    const { router, bus, store, top } = setup()
    const opened = vi.fn()
    const analytics = vi.fn()
    bus.on('modal-open', opened)
    bus.on('analytics', analytics)
    await router.open()
    expect(store.getState().router.open).toBe(true)
    expect(top()).toBe('Connect')
    expect(opened).toHaveBeenCalledWith({ view: 'Connect' })
    expect(analytics).toHaveBeenCalledWith({ event: 'MODAL_OPEN', properties: { connected: false } })
    router.close()
    expect(store.getState().router.open).toBe(false)
    expect(analytics).toHaveBeenLastCalledWith({ event: 'MODAL_CLOSE', properties: { connected: false } })
  })

  it('SPEC §2: open shows UnsupportedChain when connected on a network that is not requested', async () => {
    const { router, store, connect, top } = setup()
    connect()
    store.update((draft) => {
      draft.chains.eip155!.networkState.requestedCaipNetworks = [mainnet]
    })
    setActiveNetwork(store, base)
    await router.open()
    expect(top()).toBe('UnsupportedChain')
    await router.open({ view: 'Account' })
    expect(top()).toBe('Account')
  })

  it('SPEC §2: a connected wallet moving to an unrequested network opens UnsupportedChain at once (unless allowed)', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    /** The wallet moves itself to Base while only Ethereum is requested. */
    const moveToBase = async ({ store, bus }: ReturnType<typeof setup>) => {
      store.update((draft) => {
        draft.chains.eip155!.networkState.requestedCaipNetworks = [mainnet]
      })
      setActiveNetwork(store, base)
      bus.emit('network-change', { network: base })
      await settle()
    }

    const notConnected = setup()
    await moveToBase(notConnected)
    expect(notConnected.store.getState().router.open).toBe(false) // nothing to warn about

    const connected = setup()
    connected.connect()
    await moveToBase(connected)
    expect(connected.store.getState().router.open).toBe(true)
    expect(connected.top()).toBe('UnsupportedChain')

    const allowed = setup({ allowUnsupportedChain: true })
    allowed.connect()
    await moveToBase(allowed)
    expect(allowed.store.getState().router.open).toBe(false)
  })

  it('SPEC §2: embedded close keeps the modal and returns to Account/Connect', async () => {
    const { router, store, connect, top } = setup({ embedded: true })
    await router.open({ view: 'AllWallets' })
    router.close()
    expect(store.getState().router.open).toBe(true)
    expect(top()).toBe('Connect')
    connect()
    router.push('Networks')
    router.close()
    expect(top()).toBe('Account')
  })

  it('DESIGN router: push, replace, goBack and reset manage the view stack with view-change events', () => {
    const { router, bus, store } = setup()
    const changes: string[] = []
    bus.on('view-change', ({ view, action }) => changes.push(`${action}:${view}`))
    router.reset('Connect')
    router.push('AllWallets', { search: 'meta' })
    router.push('ConnectingExternal')
    router.replace('ConnectingWalletConnect')
    router.goBack()
    router.goBack() // never pops the last view
    expect(store.getState().router.history).toEqual([{ view: 'Connect' }])
    expect(changes).toEqual(['reset:Connect', 'push:AllWallets', 'push:ConnectingExternal', 'replace:ConnectingWalletConnect', 'goBack:AllWallets', 'goBack:Connect'])
  })

  it('DESIGN router: views are registered by name and loaded once', async () => {
    const { router } = setup()
    const loader = vi.fn(lazy)
    const unregister = router.registerView('Account', loader)
    expect(router.hasView('Account')).toBe(true)
    expect(await router.resolveView('Account')).toBe(component)
    expect(await router.resolveView('Account')).toBe(component)
    expect(loader).toHaveBeenCalledTimes(1)
    unregister()
    expect(router.hasView('Account')).toBe(false)
    expect(await router.resolveView('Account')).toBeUndefined()
  })

  it('DESIGN plugins: an unknown view asks the resolver hook (plugin first use) before giving up', async () => {
    const resolveMissingView = vi.fn(async (name: string) => {
      if (name === 'Swap') router.registerView('Swap', lazy)
    })
    const router = createRouter({
      store: createStore(initialKernelState(testConfig()), produce),
      bus: createBus(),
      embedded: false,
      allowUnsupportedChain: false,
      hasAdapters: () => true,
      isMobile: () => false,
      resolveMissingView,
    })
    expect(await router.resolveView('Swap')).toBe(component)
    expect(await router.resolveView('Nope')).toBeUndefined()
    expect(resolveMissingView.mock.calls).toEqual([['Swap'], ['Nope']])
  })

  it('issue 16: prepare() loads what open() would show first (runtime and UI hook, the view) and shows nothing', async () => {
    const beforeOpen = vi.fn(async () => undefined)
    const store = createStore(initialKernelState(testConfig()), produce)
    const router = createRouter({ store, bus: createBus(), embedded: false, allowUnsupportedChain: false, hasAdapters: () => true, isMobile: () => false, beforeOpen })
    const connectView = vi.fn(lazy)
    router.registerView('Connect', connectView)
    expect(router.loadedView('Connect')).toBeUndefined()
    await router.prepare()
    expect(router.loadedView('Connect')).toBe(component) // the shell renders it in its first frame
    expect(beforeOpen).toHaveBeenCalledTimes(1)
    expect(connectView).toHaveBeenCalledTimes(1)
    expect(store.getState().router).toEqual({ open: false, history: [] })
    // The view is loaded once: open() shows it from the cache.
    await router.open()
    expect(connectView).toHaveBeenCalledTimes(1)
    expect(store.getState().router.history.at(-1)?.view).toBe('Connect')
  })
})
