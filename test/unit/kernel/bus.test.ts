import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../kernel/bus'

describe('kernel/bus', () => {
  it('SPEC §7: analytics events travel on the bus with their properties', () => {
    const bus = createBus()
    const listener = vi.fn()
    bus.on('analytics', listener)
    bus.emit('analytics', { event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } })
    expect(listener).toHaveBeenCalledWith({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } })
  })

  it('SPEC §4: lifecycle events are typed and can be unsubscribed', () => {
    const bus = createBus()
    const listener = vi.fn()
    bus.on('plugin-loaded', listener)
    bus.emit('plugin-loaded', { name: 'email' })
    bus.off('plugin-loaded', listener)
    bus.emit('plugin-loaded', { name: 'swaps' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
