/**
 * The README's worked example: a third-party plugin with a view, a slice and
 * an RPC handler (test/fixtures/example-plugin), through its whole lifecycle.
 */
import { describe, expect, it, vi } from 'vitest'
import { createModal, defineAdapter } from '../../../kernel/index'
import { mainnet } from '../../../kernel/networks'
import type { GreeterState } from '../../fixtures/example-plugin'
import { greeter } from '../../fixtures/example-plugin'
import { json, stubAdapter, stubFetch } from './stub-adapter'

const fetch = () => stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) }).fetch

describe('README plugin example', () => {
  it('DESIGN plugins: flag off → the lazy part is never imported, no slot, RPC not allowed', async () => {
    const plugin = greeter()
    const load = vi.spyOn(plugin, 'load')
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [plugin] }, { fetch: fetch() })
    await expect(modal.kernel.rpc('greeter_hello', 'Ada')).rejects.toThrow('Requested RPC call is not allowed')
    expect(await modal.kernel.router.resolveView('Greeter')).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
  })

  it('DESIGN plugins: register, first-use load, RPC, view, setup/teardown, remove', async () => {
    const plugin = greeter()
    const load = vi.spyOn(plugin, 'load')
    const eip155 = defineAdapter({ namespace: 'eip155', load: async () => ({ create: () => stubAdapter() }) })
    const modal = createModal(
      { projectId: 'p', networks: [mainnet], adapters: [eip155], plugins: [plugin], features: { greeter: true } },
      { fetch: fetch() },
    )
    const lifecycle: string[] = []
    modal.on('plugin-loaded', ({ name }) => lifecycle.push(`loaded:${name}`))
    modal.on('plugin-removed', ({ name }) => lifecycle.push(`removed:${name}`))

    // first-use: nothing loaded at start
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()

    // the RPC call loads the plugin, runs the handler, updates the slice
    expect(await modal.kernel.rpc('greeter_hello', 'Ada')).toBe('Hello, Ada!')
    expect(load).toHaveBeenCalledTimes(1)
    expect((modal.getState().plugins.greeter as GreeterState).greetings).toBe(1)

    // its view is registered and renders from the slice
    await modal.open({ view: 'Greeter' })
    expect(modal.getState().router.history.at(-1)?.view).toBe('Greeter')
    const view = await modal.kernel.router.resolveView('Greeter')
    expect(view?.({ kernel: modal.kernel })).toBe('Greetings so far: 1')

    // setup subscribed to the bus: a disconnect resets the count
    modal.kernel.bus.emit('disconnect', { namespaces: [] })
    expect((modal.getState().plugins.greeter as GreeterState).greetings).toBe(0)

    // remove: teardown, slice, view and RPC are gone
    await modal.destroy()
    expect(modal.getState().plugins.greeter).toBeUndefined()
    expect(modal.kernel.router.hasView('Greeter')).toBe(false)
    expect(lifecycle).toEqual(['loaded:greeter', 'removed:greeter'])
  })
})
