/**
 * The kernel entry is a shell; its runtime (zod validation, storage, services,
 * connection) and the UI are import()ed on first need. These tests watch the
 * two dynamic imports through vi.mock: the real modules run, and the factory
 * counts how often the runtime module was imported at all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModal, defineAdapter, definePlugin } from 'portico'
import { mainnet } from 'portico/networks'
import type * as RuntimeModule from '../../../kernel/runtime'
import { connectorIdKey } from '../../../kernel/session-keys'
import { json, stubAdapter, stubFetch } from './stub-adapter'
import { KERNEL_KEYS } from '../../../kernel/storage'

// Not imported by this file, so the factory runs only when the kernel import()s the runtime.
const runtime = vi.hoisted(() => ({ imports: 0, creations: 0 }))
vi.mock('../../../kernel/runtime', async (importOriginal) => {
  runtime.imports += 1
  const actual = await importOriginal<typeof RuntimeModule>()
  return {
    ...actual,
    createRuntime: (...args: Parameters<typeof actual.createRuntime>) => {
      runtime.creations += 1
      return actual.createRuntime(...args)
    },
  }
})
const ui = vi.hoisted(() => ({ unmount: vi.fn() }))
vi.mock('../../../kernel/ui', () => ({ mountModal: vi.fn(() => ui.unmount) }))

const quietFetch = () => stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) }).fetch
const sessionStorage = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: () => undefined,
  removeItem: () => undefined,
}) as unknown as Storage

/** A browser page still loading: its load listeners and idle callbacks, kept for the test to fire. */
function loadingPage() {
  const listeners: Record<string, () => void> = {}
  const idle: (() => void)[] = []
  vi.stubGlobal('window', {})
  vi.stubGlobal('document', { readyState: 'loading' })
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => (listeners[type] = listener))
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  return { listeners, idle }
}

describe('kernel runtime loading', () => {
  beforeEach(() => {
    runtime.creations = 0
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('DESIGN lazy runtime: a first visit that never opens the modal does not import the runtime', async () => {
    const plugin = definePlugin({ name: 'later', loadOn: 'first-use', load: vi.fn(async () => ({})) })
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [plugin] }, { fetch: quietFetch(), storage: { localStorage: sessionStorage({}) } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runtime.imports).toBe(0)
    expect(runtime.creations).toBe(0)
    expect(() => modal.kernel.storage).toThrowError(
      expect.objectContaining({ code: 'RUNTIME_NOT_LOADED', message: 'Portico runtime is not loaded yet: await modal.ready()' }),
    )
    expect(() => modal.kernel.connection).toThrow(expect.objectContaining({ code: 'RUNTIME_NOT_LOADED' }))
    expect(() => modal.kernel.services).toThrow(expect.objectContaining({ code: 'RUNTIME_NOT_LOADED' }))
    // ready() loads it, once, and the members become usable.
    expect(await modal.ready()).toBe(modal.kernel)
    await modal.ready()
    expect(runtime.creations).toBe(1)
    expect(modal.kernel.storage.get(KERNEL_KEYS.walletId)).toBeUndefined()
    expect(typeof modal.kernel.connection.reconnect).toBe('function')
  })

  it('SPEC §4 reconnect: a stored session loads the runtime at createModal and restores the connection', async () => {
    const adapter = stubAdapter()
    const eip155 = defineAdapter({ namespace: 'eip155', load: async () => ({ create: () => adapter }) })
    const local = sessionStorage({ [connectorIdKey('eip155')]: 'injected' })
    const modal = createModal({ projectId: 'p', networks: [mainnet], adapters: [eip155] }, { fetch: quietFetch(), storage: { localStorage: local } })
    expect(runtime.creations).toBe(0) // the import is asynchronous
    await vi.waitFor(() => expect(modal.getState().chains.eip155?.accountState.status).toBe('connected'))
    expect(runtime.creations).toBe(1)
    expect(adapter.reconnect).toHaveBeenCalledWith(expect.objectContaining({ connectorId: 'injected' }))
    await modal.destroy()
  })

  it('SPEC §4 reconnect: the stored namespace\'s adapter code is asked for at createModal, beside the runtime, not after it; a first visit asks for none', async () => {
    const load = vi.fn(async () => ({ create: () => stubAdapter() }))
    const eip155 = defineAdapter({ namespace: 'eip155', load })
    const firstVisit = createModal({ projectId: 'p', networks: [mainnet], adapters: [eip155] }, { fetch: quietFetch(), storage: { localStorage: sessionStorage({}) } })
    expect(load).not.toHaveBeenCalled()
    await firstVisit.destroy()
    const local = sessionStorage({ [connectorIdKey('eip155')]: 'injected' })
    const modal = createModal({ projectId: 'p', networks: [mainnet], adapters: [eip155] }, { fetch: quietFetch(), storage: { localStorage: local } })
    expect(load).toHaveBeenCalledTimes(1) // in createModal itself, while the runtime's import is still pending
    expect(runtime.creations).toBe(0)
    await vi.waitFor(() => expect(modal.getState().chains.eip155?.accountState.status).toBe('connected'))
    await modal.destroy()
  })

  it("DESIGN plugins: an enabled plugin that loads at 'start' loads the runtime first", async () => {
    const setup = vi.fn()
    const plugin = definePlugin({ name: 'eager', load: async () => ({ setup }) })
    createModal({ projectId: 'p', networks: [mainnet], plugins: [plugin] }, { fetch: quietFetch() })
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(1))
    expect(runtime.creations).toBe(1)
    const kernel = setup.mock.calls[0]?.[0] as { storage: unknown }
    expect(kernel.storage).toBeDefined() // no RUNTIME_NOT_LOADED inside setup
  })

  it('SPEC §5: a config that fails the full validation rejects ready() with INVALID_CONFIG, logs it and shows an alert', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const modal = createModal({ projectId: 'p', networks: [mainnet], themeMode: 'blue' as 'dark' }, { fetch: quietFetch() })
    const errors = vi.fn()
    modal.on('error', errors)
    await expect(modal.ready()).rejects.toMatchObject({ code: 'INVALID_CONFIG', message: expect.stringMatching(/^Invalid Portico config: .*themeMode/s) })
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('themeMode'))
    expect(modal.getState().alert?.code).toBe('INVALID_CONFIG')
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ source: 'runtime' }))
    await expect(modal.open()).rejects.toMatchObject({ code: 'INVALID_CONFIG' })
    await expect(modal.connect({ namespace: 'eip155', connectorId: 'x' })).rejects.toMatchObject({ code: 'INVALID_CONFIG' })
    expect(modal.getState().router.open).toBe(false)
  })

  it('a failure that reaches several callers is reported once: an invalid config fails the plugin waiting on the runtime too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const eager = definePlugin({ name: 'eager', load: async () => ({}) })
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [eager], themeMode: 'blue' as 'dark' }, { fetch: quietFetch() })
    const errors = vi.fn()
    modal.on('error', errors)
    await expect(modal.ready()).rejects.toMatchObject({ code: 'INVALID_CONFIG' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(errors.mock.calls).toEqual([[expect.objectContaining({ source: 'runtime', error: expect.objectContaining({ code: 'INVALID_CONFIG' }) })]])
  })

  it("a view's plugin that fails to download: open() rejects, the failure is reported once as 'plugins', and the next open loads it", async () => {
    let downloads = false
    const feature = definePlugin({
      name: 'feature',
      loadOn: 'first-use',
      views: ['Feature'],
      load: async () => {
        if (!downloads) throw new TypeError('Failed to fetch dynamically imported module')
        return { views: { Feature: async () => ({ default: () => null }) } }
      },
    })
    const eip155 = defineAdapter({ namespace: 'eip155', load: async () => ({ create: () => stubAdapter() }) })
    const modal = createModal({ projectId: 'p', networks: [mainnet], adapters: [eip155], plugins: [feature] }, { fetch: quietFetch() })
    const errors = vi.fn()
    modal.on('error', errors)
    await expect(modal.open({ view: 'Feature' })).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(errors.mock.calls).toEqual([[expect.objectContaining({ source: 'plugins', error: expect.any(TypeError) })]])
    expect(modal.getState().router.open).toBe(false)
    downloads = true
    await modal.open({ view: 'Feature' })
    expect(modal.getState().router.history.at(-1)?.view).toBe('Feature')
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('SPEC §7: analytics events emitted before the runtime loads are sent, in order, once it loads', async () => {
    const bodies: Array<{ props: { event: string } }> = []
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/getAnalyticsConfig')) return json({ isAnalyticsEnabled: true })()
      if (url.pathname.endsWith('/e')) bodies.push(JSON.parse(String(init?.body)))
      return json({})()
    }) as unknown as typeof globalThis.fetch
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch })
    modal.kernel.bus.emit('analytics', { event: 'CONNECT_ERROR', properties: { early: 1 } })
    modal.kernel.bus.emit('analytics', { event: 'SWITCH_NETWORK', properties: { early: 2 } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(bodies).toEqual([])
    await modal.ready()
    await vi.waitFor(() => expect(bodies.map((body) => body.props.event)).toEqual(['CONNECT_ERROR', 'SWITCH_NETWORK']))
  })

  it('DESIGN UI: the first open loads the runtime, then mounts the UI once; destroy unmounts it', async () => {
    vi.stubGlobal('document', {})
    const { mountModal } = await import('../../../kernel/ui')
    vi.mocked(mountModal).mockClear()
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch: quietFetch() })
    await Promise.all([modal.open(), modal.open()])
    modal.close()
    await modal.open()
    expect(runtime.creations).toBe(1)
    expect(mountModal).toHaveBeenCalledTimes(1)
    expect(mountModal).toHaveBeenCalledWith(modal.kernel)
    expect(modal.getState().router.open).toBe(true)
    await modal.destroy()
    expect(ui.unmount).toHaveBeenCalledTimes(1)
  })

  it('issue 16 open instantly: after the page loaded and once the browser is idle, the runtime and UI load; nothing opens', async () => {
    const { listeners, idle } = loadingPage()
    const { mountModal } = await import('../../../kernel/ui')
    vi.mocked(mountModal).mockClear()
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch: quietFetch() })
    listeners.load?.()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runtime.creations).toBe(0) // not before the browser is idle
    idle.splice(0).forEach((callback) => callback())
    await vi.waitFor(() => expect(mountModal).toHaveBeenCalledTimes(1))
    expect(runtime.creations).toBe(1)
    expect(modal.getState().router.open).toBe(false)
    // Intent after the idle preload loads nothing again; open() shows at once from what is loaded.
    modal.preload()
    await modal.open()
    expect(runtime.creations).toBe(1)
    expect(mountModal).toHaveBeenCalledTimes(1)
    await modal.destroy()
  })

  it('portico/headless: preload false loads neither the runtime nor the UI when idle; ready() loads the runtime only', async () => {
    const { listeners, idle } = loadingPage()
    const { mountModal } = await import('../../../kernel/ui')
    vi.mocked(mountModal).mockClear()
    const modal = createModal({ projectId: 'p', networks: [mainnet] }, { fetch: quietFetch(), preload: false })
    listeners.load?.()
    idle.splice(0).forEach((callback) => callback())
    await modal.ready()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runtime.creations).toBe(1)
    expect(mountModal).not.toHaveBeenCalled()
    await modal.destroy()
  })

  it('a page being left (a popup closing, a navigation) reports nothing of the loads it aborted; once shown again it does', async () => {
    const listeners: Record<string, () => void> = {}
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => (listeners[type] = listener))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = () => definePlugin({ name: 'failing', load: async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) })
    listeners.pagehide?.()
    const leaving = createModal({ projectId: 'p', networks: [mainnet], plugins: [failing()], debug: true }, { fetch: quietFetch() })
    const leavingErrors = vi.fn()
    leaving.on('error', leavingErrors)
    listeners.pagehide?.()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(leavingErrors).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    listeners.pageshow?.()
    const shown = createModal({ projectId: 'p', networks: [mainnet], plugins: [failing()], debug: true }, { fetch: quietFetch() })
    const shownErrors = vi.fn()
    shown.on('error', shownErrors)
    await vi.waitFor(() => expect(shownErrors).toHaveBeenCalledWith(expect.objectContaining({ source: 'plugins' })))
    expect(consoleError).toHaveBeenCalledWith('[portico:plugins]', expect.any(TypeError))
  })

  it('a window being closed (a login popup its opener closes) reports nothing of the loads it aborted, before any pagehide', async () => {
    vi.stubGlobal('addEventListener', () => undefined)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let closed = false
    const closing = definePlugin({
      name: 'closing',
      load: async () => {
        closed = true
        vi.stubGlobal('closed', true) // what a browser sets at once on window.close()
        throw new TypeError('Failed to fetch dynamically imported module')
      },
    })
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [closing], debug: true }, { fetch: quietFetch() })
    const errors = vi.fn()
    modal.on('error', errors)
    await vi.waitFor(() => expect(closed).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(errors).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
  })
})
