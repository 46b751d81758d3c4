import { describe, expect, it } from 'vitest'
import { eip155 } from '../../../../adapters/eip155'
import type { Kernel } from '../../../../kernel/types'

describe('eip155 descriptor', () => {
  it('DESIGN lazy adapters: the descriptor names its namespace and loads the implementation on demand', async () => {
    const descriptor = eip155({ legacyInjected: false })
    expect(descriptor.namespace).toBe('eip155')

    const { create } = await descriptor.load()
    const adapter = await create({} as Kernel)

    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([])
    adapter.destroy?.()
  })
})
