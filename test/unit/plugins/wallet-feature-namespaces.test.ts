/** Which namespaces the Account view offers each wallet feature on: only where the plugin can do it. */
import { describe, expect, it } from 'vitest'
import type { KernelState, PluginDescriptor } from '../../../kernel/types'
import { receive } from '../../../plugins/receive'
import { send } from '../../../plugins/send'
import { swaps } from '../../../plugins/swaps'

const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const

function offeredOn(descriptor: PluginDescriptor): string[] {
  const entry = descriptor.slots?.find((slot) => slot.slot === 'wallet-feature')
  return NAMESPACES.filter((activeNamespace) => entry?.visible?.({ activeNamespace } as KernelState) ?? true)
}

describe('wallet features by namespace', () => {
  it('Send on eip155 and solana (the namespaces it builds transfers for); Swap on eip155 (SPEC §9 swap networks); Receive everywhere', () => {
    expect(offeredOn(send() as PluginDescriptor)).toEqual(['eip155', 'solana'])
    expect(offeredOn(swaps() as PluginDescriptor)).toEqual(['eip155'])
    expect(offeredOn(receive() as PluginDescriptor)).toEqual([...NAMESPACES])
  })
})
