import { describe, expect, it, vi } from 'vitest'
import { createModal, defineAdapter, definePlugin, PorticoError } from '../../../kernel/index'
import { base, mainnet } from '../../../kernel/networks'
import { json, stubAdapter, stubFetch } from './stub-adapter'

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

  it('SPEC §5: siweConfig with siwx is rejected', () => {
    expect(() => createModal({ networks: [mainnet], siweConfig: {}, siwx: {} })).toThrow(PorticoError)
  })

  it('SPEC §2: with no adapters the modal opens on ConnectingWalletConnectBasic (desktop)', async () => {
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch: quietFetch().fetch })
    await modal.open()
    expect(modal.getState().router.history).toEqual([{ view: 'ConnectingWalletConnectBasic' }])
    modal.close()
    expect(modal.getState().router.open).toBe(false)
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
    expect(adapter.switchNetwork).toHaveBeenCalledWith(base)
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
    expect(modal.getState().theme).toEqual({ mode: 'light', variables: { '--w3m-accent': '#f00' } })
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
})
