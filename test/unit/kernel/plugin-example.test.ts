// @vitest-environment happy-dom
/**
 * The README's worked example: a third-party plugin built on `portico/plugin`
 * only (test/fixtures/example-plugin: a React view, a slice with actions, an
 * RPC handler, a `requires`), through its whole lifecycle.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal, defineAdapter } from '../../../kernel/index'
import { mainnet } from '../../../kernel/networks'
import { auditLog, type AuditLogState } from '../../fixtures/audit-log-plugin'
import { greeter, type GreeterState } from '../../fixtures/example-plugin'
import { json, stubAdapter, stubFetch } from './stub-adapter'

afterEach(cleanup)

const fetch = () => stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) }).fetch
const eip155 = defineAdapter({ namespace: 'eip155', load: async () => ({ create: () => stubAdapter() }) })

describe('README plugin example', () => {
  it('flag off: the lazy part is never imported, RPC not allowed, and its requirement need not be there', async () => {
    const plugin = greeter()
    const load = vi.spyOn(plugin, 'load')
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [plugin], features: { greeter: false } }, { fetch: fetch() })
    await expect(modal.kernel.rpc('greeter_hello', 'Ada')).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED' })
    expect(await modal.kernel.router.resolveView('Greeter')).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
  })

  it('refuses a config whose enabled plugin lacks what it requires', () => {
    expect(() => createModal({ projectId: 'p', networks: [mainnet], plugins: [greeter()], features: { greeter: true } })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG', message: expect.stringContaining('"greeter" requires the plugin "audit-log"') }),
    )
  })

  it('register, first-use load after what it requires, actions, RPC, React view, setup/teardown, remove', async () => {
    const plugin = greeter()
    const requirement = auditLog()
    const load = vi.spyOn(plugin, 'load')
    const modal = createModal(
      { projectId: 'p', networks: [mainnet], adapters: [eip155], plugins: [plugin, requirement], features: { greeter: true } },
      { fetch: fetch() },
    )
    const lifecycle: string[] = []
    modal.on('plugin-loaded', ({ name }) => lifecycle.push(`loaded:${name}`))
    modal.on('plugin-removed', ({ name }) => lifecycle.push(`removed:${name}`))

    // first-use: nothing loaded at start
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()

    // the RPC call loads audit-log, then the plugin; the handler runs an action over the slice
    expect(await modal.kernel.rpc('greeter_hello', ' Ada ')).toBe('Hello, Ada!')
    expect(load).toHaveBeenCalledTimes(1)
    expect(lifecycle).toEqual(['loaded:audit-log', 'loaded:greeter'])
    expect(modal.getState().plugins.greeter as GreeterState).toEqual({ greetings: 1, last: 'Ada' })
    expect((modal.getState().plugins['audit-log'] as AuditLogState).entries).toEqual(['greeted Ada'])

    // its React view is registered, renders from the slice and acts through the actions
    await modal.open({ view: 'Greeter' })
    expect(modal.getState().router.history.at(-1)?.view).toBe('Greeter')
    const view = await modal.kernel.router.resolveView('Greeter')
    render(createElement(view as never, { kernel: modal.kernel }))
    expect(screen.getByRole('status').textContent).toBe('Greetings so far: 1 (last: Ada)')
    fireEvent.click(screen.getByRole('button', { name: 'Say hello' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter a name')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } })
    fireEvent.click(screen.getByRole('button', { name: 'Say hello' }))
    expect(await screen.findByText('Greetings so far: 2 (last: Grace)')).toBeTruthy()

    // setup subscribed to the bus: a disconnect resets the slice through its action
    modal.kernel.bus.emit('disconnect', { namespaces: [] })
    expect(modal.getState().plugins.greeter).toEqual({ greetings: 0 })

    // remove (the modal unmounts its UI first, as destroy() does): teardown, slice, view and RPC are gone
    cleanup()
    await modal.destroy()
    expect(modal.getState().plugins.greeter).toBeUndefined()
    expect(modal.kernel.router.hasView('Greeter')).toBe(false)
    expect(lifecycle.slice(2).sort()).toEqual(['removed:audit-log', 'removed:greeter'])
  })
})
