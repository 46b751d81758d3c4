// @vitest-environment happy-dom
/**
 * The README's worked example: a third-party plugin built on `portico/plugin` only
 * (test/fixtures/example-plugin), through the real kernel: its lifecycle (a React view, a slice with actions,
 * an RPC handler, a `requires`, setup and teardown) and what it owns or uses: its flag, its stored value, its
 * message group, its HTTP route and an adapter capability.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { getAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createModal, defineAdapter } from 'portico'
import { mainnet } from 'portico/networks'
import type { Modal, Transfers } from 'portico'
import AccountView from '../../../kernel/ui/views/Account'
import { slotEntries } from '../../../kernel/ui/slots'
import { auditLog, type AuditLogState } from '../../fixtures/audit-log-plugin'
import { greeter, type GreeterState } from '../../fixtures/example-plugin'
import { localStorageWith } from './helpers'
import { json, stubAdapter } from './stub-adapter'

const API = 'https://api.greeter.test'
const STORED_NAME = '@greeter/last-greeted'
const ADDRESS = '0x' + 'ab'.repeat(20)

// The idle preload would mount a modal's UI after its test destroyed it (destroy() does not cancel it), and
// React would render it after the file's DOM is gone: these tests render what they look at themselves.
beforeAll(() => vi.stubGlobal('requestIdleCallback', () => 0))
afterAll(() => vi.unstubAllGlobals())

const modals: Modal[] = []
afterEach(async () => {
  cleanup()
  await Promise.all(modals.splice(0).map((modal) => modal.destroy()))
})

/** The app's fetch: the greeting route answers `answer` (by default the service's own greeting); its requests are kept. */
function greetingService(answer: (name: string) => Response = (name) => json({ greeting: `Welcome, ${name}!` })()) {
  const requests: URL[] = []
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (url.pathname.endsWith('/getAnalyticsConfig')) return json({ isAnalyticsEnabled: false })()
    if (url.pathname !== '/v1/greeting') return new Response('not found', { status: 404 })
    requests.push(url)
    return answer(url.searchParams.get('name') ?? '')
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

/** An eip155 adapter whose descriptor declares `transfers`, and whose instance has them, or neither. */
function eip155Adapter({ declaresTransfers }: { declaresTransfers: boolean }) {
  // The greeter asks the address rules only.
  const transfers = { isAddress: vi.fn((value: string) => /^0x[0-9a-f]{40}$/i.test(value)), normalizeAddress: vi.fn(getAddress) }
  const descriptor = defineAdapter({
    namespace: 'eip155',
    capabilities: declaresTransfers ? ['transfers'] : [],
    load: async () => ({ create: () => ({ ...stubAdapter(), ...(declaresTransfers ? { transfers: transfers as unknown as Transfers } : {}) }) }),
  })
  return { descriptor, transfers }
}

/** A modal with the greeter turned on beside what it requires, over one page's localStorage. */
function greeterModal({
  adapter = eip155Adapter({ declaresTransfers: true }).descriptor,
  service = greetingService(),
  localStorage = localStorageWith(),
} = {}) {
  const plugin = greeter()
  const load = vi.spyOn(plugin, 'load')
  const modal = createModal(
    { projectId: 'p', networks: [mainnet], adapters: [adapter], plugins: [plugin, auditLog()], features: { greeter: true }, services: { blockchainApiUrl: API } },
    { fetch: service.fetch, storage: { localStorage } },
  )
  modals.push(modal)
  const errors: Array<{ error: unknown; source: string }> = []
  modal.on('error', (report) => errors.push(report))
  return { modal, load, errors }
}

const greeterState = (modal: Modal) => modal.getState().plugins.greeter as GreeterState | undefined

describe('README plugin example: its flag', () => {
  it('is off by default, as its descriptor declares: never imported, RPC and view refused, slot absent, its requirement not needed', async () => {
    const plugin = greeter()
    const load = vi.spyOn(plugin, 'load')
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [plugin] }, { fetch: greetingService().fetch })
    modals.push(modal)
    expect(modal.kernel.config.features.greeter).toBe(false)
    await expect(modal.kernel.rpc('greeter_hello', 'Ada')).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED' })
    expect(await modal.kernel.router.resolveView('Greeter')).toBeUndefined()
    expect(slotEntries(modal.kernel.config, 'account-action')).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  it("is turned on by name: features accepts the kernel's flags and the configured plugins' (typed), nothing else", () => {
    const { modal } = greeterModal()
    expect(modal.kernel.config.features.greeter).toBe(true)
    expect(slotEntries(modal.kernel.config, 'account-action').map((entry) => entry.id)).toEqual(['greeter'])
    const misspelt = () =>
      // @ts-expect-error 'greetr' is no flag of the kernel or of these plugins
      createModal({ projectId: 'p', networks: [mainnet], plugins: [greeter(), auditLog()], features: { greetr: true } })
    expect(misspelt).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG', message: expect.stringMatching(/unknown flag "greetr".*"greeter"/) }))
  })

  it('refuses a config whose enabled plugin lacks what it requires', () => {
    expect(() => createModal({ projectId: 'p', networks: [mainnet], plugins: [greeter()], features: { greeter: true } })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG', message: expect.stringContaining('"greeter" requires the plugin "audit-log"') }),
    )
  })
})

describe('README plugin example: its lifecycle', () => {
  it('register, first-use load after what it requires, actions, RPC, React view, setup/teardown, remove', async () => {
    const { modal, load } = greeterModal()
    const lifecycle: string[] = []
    modal.on('plugin-loaded', ({ name }) => lifecycle.push(`loaded:${name}`))
    modal.on('plugin-removed', ({ name }) => lifecycle.push(`removed:${name}`))

    // first-use: nothing loaded at start
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()

    // the RPC call loads audit-log, then the plugin; the handler runs an action over the slice
    expect(await modal.kernel.rpc('greeter_hello', ' Ada ')).toBe('Welcome, Ada!')
    expect(load).toHaveBeenCalledTimes(1)
    expect(lifecycle).toEqual(['loaded:audit-log', 'loaded:greeter'])
    expect(greeterState(modal)).toEqual({ greetings: 1, lastGreeting: 'Welcome, Ada!' })
    expect((modal.getState().plugins['audit-log'] as AuditLogState).entries).toEqual(['greeted Ada'])

    // its React view is registered, renders from the slice and acts through the actions
    await modal.open({ view: 'Greeter' })
    expect(modal.getState().router.history.at(-1)?.view).toBe('Greeter')
    const view = await modal.kernel.router.resolveView('Greeter')
    render(createElement(view as never, { kernel: modal.kernel }))
    expect(screen.getByRole('status').textContent).toBe('Welcome, Ada! (greetings so far: 1)')
    fireEvent.click(screen.getByRole('button', { name: 'Say hello' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a name or an address')
    fireEvent.change(screen.getByLabelText('Name or address'), { target: { value: 'Grace' } })
    fireEvent.click(screen.getByRole('button', { name: 'Say hello' }))
    expect(await screen.findByText('Welcome, Grace! (greetings so far: 2)')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()

    // setup subscribed to the bus: a disconnect resets the slice through its action
    modal.kernel.bus.emit('disconnect', { namespaces: [] })
    expect(greeterState(modal)).toEqual({ greetings: 0 })

    // remove (the modal unmounts its UI first, as destroy() does): teardown, slice, view and RPC are gone
    cleanup()
    await modal.destroy()
    expect(greeterState(modal)).toBeUndefined()
    expect(modal.kernel.router.hasView('Greeter')).toBe(false)
    expect(lifecycle.slice(2).sort()).toEqual(['removed:audit-log', 'removed:greeter'])
  })
})

describe('README plugin example: its stored value', () => {
  it('greet writes who was greeted; greeting again without a name reads it back, after a reload too', async () => {
    const localStorage = localStorageWith()
    const first = greeterModal({ localStorage })
    await first.modal.kernel.rpc('greeter_hello', 'Ada')
    expect(localStorage.getItem(STORED_NAME)).toBe('Ada')

    const service = greetingService()
    const reloaded = greeterModal({ localStorage, service })
    expect(await reloaded.modal.kernel.rpc('greeter_hello')).toBe('Welcome, Ada!')
    expect(service.requests.map((url) => url.searchParams.get('name'))).toEqual(['Ada'])
  })

  it('a value that fails its kind (an empty name) is removed and reported when read, never greeted', async () => {
    const localStorage = localStorageWith({ [STORED_NAME]: '' })
    const { modal, errors } = greeterModal({ localStorage })
    await expect(modal.kernel.rpc('greeter_hello')).rejects.toMatchObject({ code: 'GREETER_NAME_REQUIRED' })
    expect(localStorage.getItem(STORED_NAME)).toBeNull()
    expect(errors).toContainEqual({ source: 'storage', error: expect.objectContaining({ code: 'INVALID_STORED_VALUE', message: expect.stringContaining(STORED_NAME) }) })
  })

  it('a disconnect removes it (resetOnDisconnect), though the plugin never loaded', async () => {
    const localStorage = localStorageWith({ [STORED_NAME]: 'Ada' })
    const { modal, load } = greeterModal({ localStorage })
    await modal.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(localStorage.getItem(STORED_NAME)).toBe('Ada')
    await modal.disconnect()
    expect(localStorage.getItem(STORED_NAME)).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })
})

describe('README plugin example: its message group', () => {
  it("a blank name is refused with the group's code and text, before any request", async () => {
    const service = greetingService()
    const { modal } = greeterModal({ service })
    const refusal = modal.kernel.rpc('greeter_hello', '   ')
    await expect(refusal).rejects.toMatchObject({ name: 'PorticoError', code: 'GREETER_NAME_REQUIRED', message: 'Enter a name or an address' })
    expect(service.requests).toEqual([])
    expect(greeterState(modal)).toEqual({ greetings: 0 })
  })
})

describe('README plugin example: its HTTP route', () => {
  it('asks the configured Blockchain API base with the SDK query and says what the service answers', async () => {
    const service = greetingService()
    const { modal } = greeterModal({ service })
    expect(await modal.kernel.rpc('greeter_hello', 'Ada')).toBe('Welcome, Ada!')
    expect(service.requests).toHaveLength(1)
    const [request] = service.requests as [URL]
    expect(request.origin + request.pathname).toBe(`${API}/v1/greeting`)
    expect(Object.fromEntries(request.searchParams)).toEqual({ projectId: 'p', st: 'portico', sv: '2.16.5', name: 'Ada' })
  })

  it.each([
    ['an HTTP error', () => new Response('nope', { status: 404 })],
    ['an answer of the wrong shape', json({ greeting: 42 })],
  ])('on %s, says its own greeting (the message group) and reports the failure', async (_failure, answer) => {
    const { modal, errors } = greeterModal({ service: greetingService(answer) })
    expect(await modal.kernel.rpc('greeter_hello', 'Ada')).toBe('Hello, Ada!')
    expect(greeterState(modal)?.lastGreeting).toBe('Hello, Ada!')
    const routeFailures = errors.filter(({ error }) => String((error as { cause?: { details?: { url?: string } } }).cause?.details?.url).startsWith(`${API}/v1/greeting`))
    expect(routeFailures).toEqual([{ source: 'services', error: expect.objectContaining({ code: 'SERVICE_FAILED' }) }])
  })
})

describe('README plugin example: the adapter capability it uses', () => {
  it("an address is checked and written by the active namespace's adapter (transfers): greeted, stored and logged that way", async () => {
    const { descriptor, transfers } = eip155Adapter({ declaresTransfers: true })
    const localStorage = localStorageWith()
    const { modal } = greeterModal({ adapter: descriptor, localStorage })
    const written = getAddress(ADDRESS)
    expect(written).not.toBe(ADDRESS)
    expect(await modal.kernel.rpc('greeter_hello', ` ${ADDRESS} `)).toBe(`Welcome, ${written}!`)
    expect(transfers.isAddress).toHaveBeenCalledWith(ADDRESS)
    expect(localStorage.getItem(STORED_NAME)).toBe(written)
    expect((modal.getState().plugins['audit-log'] as AuditLogState).entries).toEqual([`greeted ${written}`])
    // A name is no address: greeted as typed.
    expect(await modal.kernel.rpc('greeter_hello', 'Ada')).toBe('Welcome, Ada!')
    expect(transfers.normalizeAddress).toHaveBeenCalledTimes(1)
  })

  it("its Account view entry shows only where the active namespace's adapter declares transfers; elsewhere addresses are greeted as typed", async () => {
    const sayHello = async (declaresTransfers: boolean) => {
      const { modal } = greeterModal({ adapter: eip155Adapter({ declaresTransfers }).descriptor })
      await modal.connect({ namespace: 'eip155', connectorId: 'injected' })
      render(createElement(AccountView, { kernel: modal.kernel }))
      // The first render waits for the view's lazy part (its feature row and actions); once loaded, it renders at once.
      const entry = declaresTransfers ? await screen.findByRole('button', { name: 'Say hello' }) : screen.queryByRole('button', { name: 'Say hello' })
      cleanup()
      return { modal, entry }
    }
    expect((await sayHello(true)).entry).not.toBeNull()
    const { modal, entry } = await sayHello(false)
    expect(entry).toBeNull()
    expect(await modal.kernel.rpc('greeter_hello', ADDRESS)).toBe(`Welcome, ${ADDRESS}!`)
  })
})
