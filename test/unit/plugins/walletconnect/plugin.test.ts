/**
 * The WalletConnect plugin in the kernel's plugin registry: its slice, its
 * connector drivers, and its controller as the plugin's api, which the views
 * reach with controllerOf(kernel). The SDK is never imported here.
 */
import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../../kernel/bus'
import { createPluginRegistry } from '../../../../kernel/plugins'
import { createRouter } from '../../../../kernel/router'
import { createStore, initialKernelState } from '../../../../kernel/store'
import { produce } from '../../../../kernel/drafts'
import type { AdapterInstance, Kernel, Namespace } from 'portico'
import { walletconnect } from 'portico/plugins/walletconnect'
import { controllerOf, initialWalletConnectState, WALLETCONNECT_PLUGIN } from '../../../../plugins/walletconnect/state'
import { testConfig } from '../../kernel/helpers'

function setup(options: Parameters<typeof walletconnect>[0] = {}) {
  const config = testConfig()
  const store = createStore(initialKernelState(config), produce)
  const bus = createBus()
  const router = createRouter({
    store,
    bus,
    embedded: false,
    allowUnsupportedChain: false,
    hasAdapters: () => false,
    isMobile: () => false,
    resolveMissingView: (view) => registry.loadForView(view),
    roleView: (role) => registry.roleView(role),
  })
  const drivers = new Map<Namespace, AdapterInstance>()
  const registerConnector = vi.fn((namespace: Namespace, driver: AdapterInstance) => {
    drivers.set(namespace, driver)
    return () => void drivers.delete(namespace)
  })
  const kernel = { config, store, bus, router, registerConnector, plugin: (name: string) => registry.handle(name) } as unknown as Kernel
  const registry = createPluginRegistry({ flags: {}, store, bus, router, kernel: () => kernel, ready: async () => undefined })
  registry.register(walletconnect(options))
  return { kernel, store, bus, router, registry, drivers }
}

describe('WalletConnect plugin', () => {
  it('DESIGN every boundary validates: a relayUrl that is not a WebSocket URL fails the plugin with a clear error; a good one loads', async () => {
    for (const relayUrl of ['https://relay.example', 'not a url', 'javascript:alert(1)']) {
      const { registry, drivers } = setup({ relayUrl })
      await expect(registry.load('walletconnect')).rejects.toMatchObject({ code: 'WC_INVALID_RELAY_URL', message: expect.stringContaining('ws:// or wss://') })
      expect(drivers.size).toBe(0)
    }
    const { registry } = setup({ relayUrl: 'ws://127.0.0.1:4000' })
    await expect(registry.load('walletconnect')).resolves.toBe(true)
  })


  it('DESIGN plugins: the controller is the plugin api, reached by controllerOf(kernel) once loaded', async () => {
    const { kernel, store, router, registry, drivers } = setup()
    expect(controllerOf(kernel)).toBeUndefined()
    expect(router.roleView('basic-connect')).toBe('ConnectingWalletConnectBasic')
    expect(router.roleView('remote-wallet')).toBe('ConnectingWalletConnect')

    await registry.start()
    const controller = controllerOf(kernel)
    expect(controller).toBeDefined()
    expect(controller).toBe(kernel.plugin(WALLETCONNECT_PLUGIN)?.api)
    expect(store.getState().plugins[WALLETCONNECT_PLUGIN]).toEqual(initialWalletConnectState)
    expect([...drivers.keys()].sort()).toEqual(['eip155', 'solana'])
    expect(drivers.get('eip155')?.getConnectors()).toEqual([{ id: 'walletConnect', name: 'WalletConnect', type: 'MULTI_CHAIN', chain: 'eip155', markView: 'WalletConnectMark', tag: 'QR CODE' }])
    expect(router.hasView('ConnectingWalletConnect')).toBe(true)

    // The controller writes the plugin's slice, and only it.
    const chainsBefore = store.getState().chains
    controller?.linkOpened({ name: 'Wallet', href: 'wallet://wc' })
    expect(store.getState().plugins[WALLETCONNECT_PLUGIN]).toEqual({ ...initialWalletConnectState, linking: { name: 'Wallet', href: 'wallet://wc' } })
    expect(store.getState().chains).toBe(chainsBefore)

    registry.remove(WALLETCONNECT_PLUGIN)
    expect(controllerOf(kernel)).toBeUndefined()
    expect(store.getState().plugins).toEqual({})
    expect(drivers.size).toBe(0)
    expect(router.hasView('ConnectingWalletConnect')).toBe(false)
  })
})
