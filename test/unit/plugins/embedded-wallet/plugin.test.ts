/**
 * The embedded wallet as a plugin: email and socials require it, the kernel
 * loads and sets it up first (once), and they reach its wallet through
 * authWallet(kernel) = kernel.plugin('embedded-wallet').api.
 */
import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../../kernel/bus'
import { createPluginRegistry } from '../../../../kernel/plugins'
import { createRouter } from '../../../../kernel/router'
import { createStorage } from '../../../../kernel/storage'
import { createStore, initialKernelState } from '../../../../kernel/store'
import { produce } from '../../../../kernel/drafts'
import type { AdapterInstance, Kernel, Namespace } from 'portico'
import { email } from 'portico/plugins/email'
import { authWallet as emailAuthWallet } from '../../../../plugins/email/auth-wallet'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { EMBEDDED_WALLET_PLUGIN, initialEmbeddedWalletState } from '../../../../plugins/embedded-wallet/state'
import { socials } from 'portico/plugins/socials'
import { authWallet as socialsAuthWallet } from '../../../../plugins/socials/auth-wallet'
import { socialsOf } from '../../../../plugins/socials/state'
import { testConfig } from '../../kernel/helpers'
import { EMBEDDED_WALLET_KEYS } from '../../../../plugins/embedded-wallet/storage-keys'

function setup() {
  const config = testConfig()
  const store = createStore(initialKernelState(config), produce)
  const bus = createBus()
  const router = createRouter({
    store,
    bus,
    embedded: false,
    allowUnsupportedChain: false,
    hasAdapters: () => true,
    isMobile: () => false,
    resolveMissingView: (view) => registry.loadForView(view),
  })
  const registerConnector = vi.fn((_namespace: Namespace, _driver: AdapterInstance) => () => undefined)
  const storage = createStorage()
  const connection = { connect: vi.fn(async () => ({})) }
  const kernel = { config, store, bus, router, storage, connection, registerConnector, plugin: (name: string) => registry.handle(name) } as unknown as Kernel
  const registry = createPluginRegistry({ flags: { email: true, socials: true }, store, bus, router, kernel: () => kernel, ready: async () => undefined })
  const loaded: string[] = []
  bus.on('plugin-loaded', ({ name }) => loaded.push(name))
  return { kernel, store, storage, connection, registry, registerConnector, loaded }
}

describe('embedded-wallet plugin', () => {
  it('DESIGN plugins: email and socials load the embedded wallet first, once, and reach it through authWallet(kernel)', async () => {
    const { kernel, store, registry, registerConnector, loaded } = setup()
    for (const descriptor of [email(), socials(), embeddedWallet()]) registry.register(descriptor)
    expect(() => emailAuthWallet(kernel)).toThrowError(expect.objectContaining({ code: 'PLUGIN_REQUIRES' }))

    expect(await Promise.all([registry.load('email'), registry.load('socials')])).toEqual([true, true])
    expect(loaded[0]).toBe(EMBEDDED_WALLET_PLUGIN)
    expect(loaded.filter((name) => name === EMBEDDED_WALLET_PLUGIN)).toHaveLength(1)
    expect(loaded.sort()).toEqual(['email', EMBEDDED_WALLET_PLUGIN, 'socials'])

    const wallet = kernel.plugin(EMBEDDED_WALLET_PLUGIN)?.api
    expect(wallet).toBeDefined()
    expect(emailAuthWallet(kernel)).toBe(wallet)
    expect(socialsAuthWallet(kernel)).toBe(wallet)
    expect(store.getState().plugins[EMBEDDED_WALLET_PLUGIN]).toEqual(initialEmbeddedWalletState)
    // One auth connector driver per configured auth namespace (eip155 and solana), no frame yet.
    expect(registerConnector.mock.calls.map(([namespace]) => namespace).sort()).toEqual(['eip155', 'solana'])
    // The socials login popup is the socials plugin's api.
    expect(socialsOf(kernel)?.popups.current()).toBeNull()

    registry.remove(EMBEDDED_WALLET_PLUGIN)
    expect(kernel.plugin(EMBEDDED_WALLET_PLUGIN)).toBeUndefined()
    expect(store.getState().plugins[EMBEDDED_WALLET_PLUGIN]).toBeUndefined()
    expect(() => socialsAuthWallet(kernel)).toThrowError(expect.objectContaining({ code: 'PLUGIN_REQUIRES' }))
  })

  it('SPEC §3 socialProvider: the social keys describe the login that just finished; an email login drops stale ones', async () => {
    const { kernel, storage, connection, registry } = setup()
    registry.register(embeddedWallet())
    await registry.load(EMBEDDED_WALLET_PLUGIN)
    const wallet = emailAuthWallet(kernel)

    await wallet.finishLogin({ provider: 'google', userName: 'dev-google-user' })
    expect([storage.get(EMBEDDED_WALLET_KEYS.connectedSocial), storage.get(EMBEDDED_WALLET_KEYS.socialUsername)]).toEqual(['google', 'dev-google-user'])
    // A later email login (the social session ended without a disconnect): not a social account any more.
    await wallet.finishLogin()
    expect([storage.get(EMBEDDED_WALLET_KEYS.connectedSocial), storage.get(EMBEDDED_WALLET_KEYS.socialUsername)]).toEqual([undefined, undefined])
    // A social login whose provider gives no name keeps no earlier name.
    storage.set(EMBEDDED_WALLET_KEYS.socialUsername, 'someone-else')
    await wallet.finishLogin({ provider: 'x', userName: null })
    expect([storage.get(EMBEDDED_WALLET_KEYS.connectedSocial), storage.get(EMBEDDED_WALLET_KEYS.socialUsername)]).toEqual(['x', undefined])
    expect(connection.connect).toHaveBeenCalledTimes(3)
  })

  it('SPEC §2 full-page social login: the provider that leaves the page is remembered in declared storage and read once', async () => {
    const { kernel, storage, registry } = setup()
    registry.register(embeddedWallet())
    await registry.load(EMBEDDED_WALLET_PLUGIN)
    const wallet = socialsAuthWallet(kernel)
    expect(wallet.takeRedirect()).toBeUndefined()
    wallet.rememberRedirect('telegram')
    // Kept across the page load under the embedded wallet's declared '@appkit-wallet/' key.
    expect(storage.get(EMBEDDED_WALLET_KEYS.redirectSocial)).toBe('telegram')
    expect(embeddedWallet().storage).toMatchObject({ redirectSocial: { key: '@appkit-wallet/social_provider' } })
    expect(wallet.takeRedirect()).toBe('telegram')
    expect(wallet.takeRedirect()).toBeUndefined()
    wallet.rememberRedirect('google')
    expect(wallet.takeRedirect()).toBe('google')
  })

  it("SPEC §3 last chain: a login connects the active namespace when the auth connector serves it, else the one the last login used", async () => {
    const { kernel, store, storage, connection, registry } = setup()
    registry.register(embeddedWallet())
    await registry.load(EMBEDDED_WALLET_PLUGIN)
    const wallet = emailAuthWallet(kernel)
    const writable = store as unknown as { update(recipe: (draft: { activeNamespace?: string }) => void): void }
    writable.update((draft) => void (draft.activeNamespace = 'polkadot'))
    expect(wallet.loginNamespace()).toBe('eip155')
    storage.set(EMBEDDED_WALLET_KEYS.lastUsedChain, 'solana')
    expect(wallet.loginNamespace()).toBe('solana')
    writable.update((draft) => void (draft.activeNamespace = 'eip155'))
    expect(wallet.loginNamespace()).toBe('eip155')
    await wallet.finishLogin()
    expect(connection.connect).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: 'ID_AUTH' })
  })
})
