import { describe, expect, it, vi } from 'vitest'
import { createAdapterRegistry, defineAdapter } from '../../../kernel/adapters'
import type { AdapterInstance, Kernel } from 'portico'

const instance = (destroy = vi.fn()) => ({ namespace: 'eip155', destroy }) as unknown as AdapterInstance

describe('kernel/adapters', () => {
  it('DESIGN adapters: loaded lazily on first use, once', async () => {
    const adapter = instance()
    const create = vi.fn(() => adapter)
    const load = vi.fn(async () => ({ create }))
    const kernel = {} as Kernel
    const registry = createAdapterRegistry({ kernel: () => kernel, isConnected: () => false })
    registry.register(defineAdapter({ namespace: 'eip155', load }))
    expect(load).not.toHaveBeenCalled()
    expect(registry.loaded('eip155')).toBeUndefined()
    const [a, b] = await Promise.all([registry.get('eip155'), registry.get('eip155')])
    expect(a).toBe(adapter)
    expect(b).toBe(adapter)
    expect(load).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith(kernel)
    expect(registry.loaded('eip155')).toBe(adapter)
  })

  it("SPEC §8: 'Adapter not found' for an unconfigured namespace; duplicates refused", async () => {
    const registry = createAdapterRegistry({ kernel: () => ({}) as Kernel, isConnected: () => false })
    await expect(registry.get('solana')).rejects.toMatchObject({ code: 'ADAPTER_NOT_FOUND', message: 'Adapter not found' })
    registry.register({ namespace: 'solana', load: async () => ({ create: () => instance() }) })
    expect(() => registry.register({ namespace: 'solana', load: async () => ({ create: () => instance() }) })).toThrow()
  })

  it('SPEC §4: adapter removal is refused while connected', async () => {
    let connected = true
    const destroy = vi.fn()
    const registry = createAdapterRegistry({ kernel: () => ({}) as Kernel, isConnected: () => connected })
    registry.register({ namespace: 'eip155', load: async () => ({ create: () => instance(destroy) }) })
    await registry.get('eip155')
    expect(registry.remove('eip155')).toBe(false)
    expect(registry.has('eip155')).toBe(true)
    connected = false
    expect(registry.remove('eip155')).toBe(true)
    expect(destroy).toHaveBeenCalled()
    expect(registry.has('eip155')).toBe(false)
  })
})
