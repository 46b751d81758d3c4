/**
 * A kernel for the names plugin's tests: the real config, store, router, bus, toasts and plugin registry, the
 * real Blockchain API client over a fake fetch (the profile routes' answers as the devnet gives them), a wallet
 * stub (signMessage) and an account connected through the embedded wallet (connector type AUTH).
 */
import { vi } from 'vitest'
import { createPluginRegistry } from '../../../../kernel/plugins'
import { createServices } from '../../../../kernel/services'
import { createStorage } from '../../../../kernel/storage'
import { localStorageWith } from '../../kernel/helpers'
import type { AccountState, Kernel } from 'portico'
import { names } from 'portico/plugins/names'
import { NAMES_PLUGIN, type NamesHandle } from '../../../../plugins/names/state'
import { connect, storeOf, stubKernel } from '../../ui/stubKernel'

export const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

export type Route = (url: URL, init?: RequestInit) => { status: number; body: unknown } | undefined

export async function namesKernel(options: { account?: Partial<AccountState>; route?: Route; now?: () => number } = {}) {
  const kernel = stubKernel({ plugins: [names()] }, (draft) =>
    connect(draft, { address: ADDRESS, connectedWalletInfo: { name: 'Email', type: 'AUTH' }, ...options.account }),
  )
  const requests: Array<{ url: URL; body?: unknown }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const answer = options.route?.(url, init) ?? { status: 404, body: { status: 'FAILED', message: 'not registered' } }
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  const services = createServices({
    config: { projectId: 'test', sdkType: 'portico', sdkVersion: '1', features: {}, services: { blockchainApiUrl: 'http://api.test', registryUrl: 'http://registry.test', analyticsUrl: 'http://analytics.test' } },
    fetch,
  })
  const signMessage = vi.fn(async (_message: string) => '0xsigned')
  const refreshProfile = vi.fn(async () => undefined)
  Object.assign(kernel.connection, { signMessage, refreshProfile })
  // Real storage: its IndexedDB caches live in memory here (Node has no IndexedDB).
  Object.assign(kernel, { services, storage: createStorage({ localStorage: localStorageWith(), dbName: `names-${Math.random()}`, now: options.now }) })
  const registry = createPluginRegistry({ flags: {}, store: storeOf(kernel), bus: kernel.bus, router: kernel.router, kernel: () => kernel, ready: async () => undefined })
  kernel.plugin.mockImplementation((name: string) => registry.handle(name))
  // The embedded wallet it requires: present, not exercised here.
  registry.register({ name: 'embedded-wallet', load: async () => ({}) })
  registry.register(names())
  await registry.load(NAMES_PLUGIN)
  const handle = kernel.plugin<NamesHandle>(NAMES_PLUGIN) as NamesHandle
  return { kernel: kernel as typeof kernel & Kernel, store: storeOf(kernel), handle, actions: handle.actions, requests, signMessage, refreshProfile }
}

export const currentView = (kernel: Kernel) => (kernel.store.getState().router.open ? kernel.store.getState().router.history.at(-1)?.view : undefined)
