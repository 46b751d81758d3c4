import { describe, expect, it } from 'vitest'
import { solana } from 'portico/adapters/solana'
import { clusterOf, walletChainOf, walletSupports } from '../../../../adapters/solana/chains'
import { solana as solanaMainnet, solanaDevnet, solanaTestnet } from 'portico/networks'
import type { Kernel } from 'portico'
import { solanaNetwork } from './fake-wallet'

describe('solana descriptor', () => {
  it('DESIGN lazy adapters: the descriptor names its namespace and loads the implementation on demand', async () => {
    const descriptor = solana()
    expect(descriptor.namespace).toBe('solana')
    const { create } = await descriptor.load()
    const adapter = await create({ config: { networks: [solanaNetwork()] } } as unknown as Kernel)
    expect(adapter.namespace).toBe('solana')
    expect(adapter.getConnectors()).toEqual([])
    // It builds transfers (for every Solana wallet), and declares it before load; no contract calls.
    expect(descriptor.capabilities).toEqual(['transfers'])
    expect([adapter.transfers === undefined, adapter.calls === undefined]).toEqual([false, true])
    adapter.destroy?.()
  })
})

describe('solana chains: CAIP-2 networks and Wallet Standard cluster names', () => {
  it('the public clusters of SPEC §3 map to their names; any other chain is a local one', () => {
    expect([solanaMainnet, solanaDevnet, solanaTestnet, solanaNetwork()].map(clusterOf)).toEqual([
      'solana:mainnet',
      'solana:devnet',
      'solana:testnet',
      'solana:localnet',
    ])
  })

  it('requests name the CAIP-2 id when the wallet lists it, else the cluster name', () => {
    const local = solanaNetwork()
    expect(walletChainOf(local, [local.caipNetworkId])).toBe(local.caipNetworkId)
    expect(walletChainOf(local, ['solana:localnet'])).toBe('solana:localnet')
    expect(walletChainOf(solanaDevnet, ['solana:mainnet'])).toBe('solana:devnet')
    expect(walletSupports(solanaDevnet, ['solana:mainnet'])).toBe(false)
    expect(walletSupports(solanaMainnet, ['solana:mainnet'])).toBe(true)
  })
})
