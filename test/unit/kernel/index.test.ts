import { describe, expect, it, vi } from 'vitest'
import { createModal, defineAdapter, definePlugin, PorticoError } from 'portico'
import { base, mainnet } from 'portico/networks'
import { resolved } from './helpers'
import { json, stubAdapter, stubFetch } from './stub-adapter'
import { siwx } from 'portico/plugins/siwx'

const quietFetch = () => stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) })

describe('kernel/index', () => {
  it('SSR: importing and creating a modal in Node touches no window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch: quietFetch().fetch })
    expect(modal.getState().router.open).toBe(false)
  })

  it('SPEC §8: a missing project id opens with the PROJECT_ID_NOT_CONFIGURED alert', () => {
    const modal = createModal({ networks: [mainnet] }, { fetch: quietFetch().fetch })
    expect(modal.getState().alert?.title).toBe('Project ID Not Configured')
  })

  it("SPEC §5: siweConfig with siwx is rejected by createModal (the siwx plugin's refusal)", () => {
    expect(() => createModal({ networks: [mainnet], plugins: [siwx({ siweConfig: {}, siwx: {} })] })).toThrowError(
      expect.objectContaining({ code: 'SIWE_AND_SIWX', message: 'siweConfig and siwx cannot both be set' }),
    )
    expect(() => createModal({ networks: [mainnet], plugins: [siwx({ siweConfig: {}, siwx: {} })] })).toThrow(PorticoError)
  })

  it('SPEC §2: with no adapters the modal opens on ConnectingWalletConnectBasic (desktop), the view its plugin serves for basic-connect', async () => {
    const basicView = vi.fn(() => null)
    const load = vi.fn(async () => ({ views: { ConnectingWalletConnectBasic: async () => ({ default: basicView }) } }))
    const walletconnect = definePlugin({
      name: 'walletconnect',
      loadOn: 'first-use',
      views: ['ConnectingWalletConnectBasic'],
      roles: { 'basic-connect': 'ConnectingWalletConnectBasic' },
      load,
    })
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [walletconnect] }, { fetch: quietFetch().fetch })
    await modal.open()
    expect(modal.getState().router.history).toEqual([{ view: 'ConnectingWalletConnectBasic' }])
    expect(load).toHaveBeenCalledTimes(1) // the view's plugin loaded before it showed
    modal.close()
    expect(modal.getState().router.open).toBe(false)
  })

  it('SPEC §2: with no adapters and no plugin for basic-connect the modal opens on AllWallets', async () => {
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch: quietFetch().fetch })
    await modal.open()
    expect(modal.getState().router.history).toEqual([{ view: 'AllWallets' }])
  })

  it('SPEC §4: connect, getProvider, switchNetwork and disconnect through the composed kernel', async () => {
    const adapter = stubAdapter()
    const modal = createModal(
      { projectId: 'p', networks: [mainnet, base], adapters: [defineAdapter({ namespace: 'eip155', load: async () => ({ create: () => adapter }) })] },
      { fetch: quietFetch().fetch },
    )
    await modal.open()
    expect(modal.getState().router.history.at(-1)?.view).toBe('Connect')
    await modal.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(modal.getProvider()).toEqual({ provider: 'eip155' })
    await modal.switchNetwork(base)
    expect(adapter.switchNetwork).toHaveBeenCalledWith(resolved(base, 'p'))
    await modal.disconnect()
    expect(modal.getState().chains.eip155?.accountState.status).toBe('disconnected')
    await modal.destroy()
  })

  it('SPEC §7: analytics events reach the analytics service', async () => {
    const { fetch, calls } = stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: true }), '/e': json({}) })
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch })
    await modal.open()
    await vi.waitFor(() => expect(calls).toContain('/e'))
  })

  it('DESIGN plugins: flag-on plugins start with the modal; rpc and theme setters work', async () => {
    const load = vi.fn(async () => ({ rpc: { ping: () => 'pong' } }))
    const modal = createModal(
      { projectId: 'p', networks: [mainnet], plugins: [definePlugin({ name: 'ping', flag: 'swaps', load })] },
      { fetch: quietFetch().fetch },
    )
    expect(await modal.kernel.rpc('ping')).toBe('pong')
    expect(load).toHaveBeenCalledTimes(1)
    modal.setThemeMode('light')
    modal.setThemeVariables({ '--w3m-accent': '#f00' })
    expect(modal.getState().theme).toEqual({ mode: 'light', resolved: 'light', variables: { '--w3m-accent': '#f00' } })
  })

  it("SPEC §2 theme: 'system' shows the browser's colour scheme and follows it live; destroy removes the listener", async () => {
    const scheme = fakeColorScheme(true)
    vi.stubGlobal('matchMedia', scheme.matchMedia)
    try {
      const modal = createModal({ projectId: 'p', networks: [mainnet], themeMode: 'system' }, { fetch: quietFetch().fetch, preload: false })
      expect(modal.getState().theme).toMatchObject({ mode: 'system', resolved: 'dark' })
      scheme.flip(false)
      expect(modal.getState().theme).toMatchObject({ mode: 'system', resolved: 'light' })
      // A fixed mode ignores the browser; back to 'system' reads it again.
      modal.setThemeMode('dark')
      scheme.flip(false)
      expect(modal.getState().theme).toMatchObject({ mode: 'dark', resolved: 'dark' })
      modal.setThemeMode('system')
      expect(modal.getState().theme.resolved).toBe('light')
      expect(scheme.listeners.size).toBe(1)
      await modal.destroy()
      expect(scheme.listeners.size).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("SPEC §2 theme: 'system' without a browser (a server render) shows light", () => {
    const modal = createModal({ projectId: 'p', networks: [mainnet], themeMode: 'system' }, { fetch: quietFetch().fetch, preload: false })
    expect(modal.getState().theme).toMatchObject({ mode: 'system', resolved: 'light' })
  })

  it('SPEC §8: an API refusal from a service becomes the modal alert', async () => {
    const { fetch } = stubFetch({ '/getAnalyticsConfig': json({ reason: 'Unauthorized: invalid key' }, 401) })
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch })
    const errors = vi.fn()
    modal.on('error', errors)
    await modal.open()
    await vi.waitFor(() => expect(modal.getState().alert?.code).toBe('INVALID_PROJECT_ID'))
    expect(errors).toHaveBeenCalled()
  })

  it('SPEC §3 recentWallet: connect sets and stores it, disconnect keeps it, and a new runtime over the same storage restores it', async () => {
    const entries = new Map<string, string>()
    const localStorage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    } as unknown as Storage
    const eip155 = (adapter: ReturnType<typeof stubAdapter>) => defineAdapter({ namespace: 'eip155', load: async () => ({ create: () => adapter }) })
    const recent = { id: 'wallet-123', name: 'Test Wallet', imageUrl: 'https://img/test.png' }

    const first = createModal({ projectId: 'p', networks: [mainnet], adapters: [eip155(stubAdapter())] }, { fetch: quietFetch().fetch, storage: { localStorage } })
    expect(first.getState().connection.recentWallet).toBeUndefined()
    await first.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(first.getState().connection.recentWallet).toEqual(recent)
    expect(JSON.parse(entries.get('@appkit-wallet/recent_wallets') ?? 'null')).toEqual([recent])
    await first.disconnect()
    expect(first.getState().connection.recentWallet).toEqual(recent)
    await first.destroy()

    // A reload: nothing to reconnect, yet the runtime brings the recent wallet back from storage.
    const adapter = stubAdapter()
    const second = createModal({ projectId: 'p', networks: [mainnet], adapters: [eip155(adapter)] }, { fetch: quietFetch().fetch, storage: { localStorage } })
    expect(second.getState().connection.recentWallet).toBeUndefined()
    await second.ready()
    expect(second.getState().connection.recentWallet).toEqual(recent)
    expect(adapter.connect).not.toHaveBeenCalled()
    expect(adapter.reconnect).not.toHaveBeenCalled()
    expect(second.getState().connection.status).toBe('disconnected')
    await second.destroy()

    // SPEC §3 wallet id and name: a site that kept only those (as the incumbent does) still tags the wallet.
    entries.clear()
    entries.set('@appkit-wallet/wallet_id', 'wallet-123')
    entries.set('@appkit-wallet/wallet_name', 'Test Wallet')
    const third = createModal({ projectId: 'p', networks: [mainnet], adapters: [eip155(stubAdapter())] }, { fetch: quietFetch().fetch, storage: { localStorage } })
    await third.ready()
    expect(third.getState().connection.recentWallet).toEqual({ id: 'wallet-123', name: 'Test Wallet' })
    await third.destroy()
  })
})

/** A prefers-color-scheme query the test flips, as the browser does when the OS theme changes. */
function fakeColorScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  return {
    listeners,
    matchMedia: (media: string) => (media === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} }),
    flip(next: boolean) {
      query.matches = next
      listeners.forEach((listener) => listener())
    },
  }
}

