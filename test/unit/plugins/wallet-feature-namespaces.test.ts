/**
 * Which namespaces the Account view offers each wallet feature on: only where the plugin can do it, which
 * follows from what each namespace's adapter declares (its descriptor's capabilities), never from a list.
 */
import { describe, expect, it } from 'vitest'
import { bip122 } from 'portico/adapters/bip122'
import { eip155 } from 'portico/adapters/eip155'
import { polkadot } from 'portico/adapters/polkadot'
import { solana } from 'portico/adapters/solana'
import type { KernelState, PluginDescriptor, ResolvedConfig } from 'portico'
import { slotApplies } from '../../../kernel/ui/slots'
import { receive } from 'portico/plugins/receive'
import { send } from 'portico/plugins/send'
import { swaps } from 'portico/plugins/swaps'

const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
const ADAPTERS = [eip155(), solana(), polkadot(), bip122()]

function offeredOn(descriptor: PluginDescriptor, adapters = ADAPTERS): string[] {
  const entry = descriptor.slots?.find((slot) => slot.slot === 'wallet-feature')
  return NAMESPACES.filter((activeNamespace) => entry !== undefined && slotApplies(entry, { activeNamespace } as KernelState, { adapters, features: {} as ResolvedConfig['features'] }))
}

describe('wallet features by namespace', () => {
  it('Send on eip155 and solana (the adapters that build transfers); Swap on eip155 (contract calls: SPEC §9 swap networks); Receive everywhere', () => {
    expect(offeredOn(send() as PluginDescriptor)).toEqual(['eip155', 'solana'])
    expect(offeredOn(swaps() as PluginDescriptor)).toEqual(['eip155'])
    expect(offeredOn(receive() as PluginDescriptor)).toEqual([...NAMESPACES])
  })

  it('a namespace whose adapter is not configured (WalletConnect alone) offers neither Send nor Swap', () => {
    expect(offeredOn(send() as PluginDescriptor, [solana()])).toEqual(['solana'])
    expect(offeredOn(swaps() as PluginDescriptor, [])).toEqual([])
    expect(offeredOn(receive() as PluginDescriptor, [])).toEqual([...NAMESPACES])
  })
})
