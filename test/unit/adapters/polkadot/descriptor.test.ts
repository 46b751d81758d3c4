// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { polkadot } from 'portico/adapters/polkadot'
import { ss58PrefixOf } from '../../../../adapters/polkadot/chains'
import { polkadot as polkadotNetwork, westend } from 'portico/networks'
import type { Kernel } from 'portico'
import { installFakeExtension, KEY } from './fake-extension'

afterEach(() => vi.restoreAllMocks())

describe('polkadot descriptor', () => {
  it('DESIGN lazy adapters: names its namespace, loads on demand; extensions see the app’s metadata name', async () => {
    ;(window as unknown as { injectedWeb3: Record<string, unknown> }).injectedWeb3 = {}
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const extension = installFakeExtension()
    const descriptor = polkadot()
    expect(descriptor.namespace).toBe('polkadot')
    const { create } = await descriptor.load()
    const adapter = await create({ config: { networks: [polkadotNetwork], metadata: { name: 'My dapp', description: '', url: '', icons: [] } } } as unknown as Kernel)
    expect(adapter.namespace).toBe('polkadot')
    await adapter.connect({ connectorId: KEY, network: polkadotNetwork })
    expect(extension.calls[0]).toEqual({ method: 'enable', params: { origin: 'My dapp' } })
    adapter.destroy?.()
  })
})

describe('Polkadot networks', () => {
  it('CAIP-2 ids are polkadot: and the genesis hash’s first 32 hex digits; DOT 10 decimals, WND 12', () => {
    expect([polkadotNetwork, westend].map(({ caipNetworkId, nativeCurrency, testnet }) => [caipNetworkId, nativeCurrency.symbol, nativeCurrency.decimals, testnet])).toEqual([
      ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'DOT', 10, false],
      ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 'WND', 12, true],
    ])
  })

  it('each network writes addresses with its SS58 prefix: Polkadot 0, Kusama 2, Westend and any other chain 42', () => {
    expect([polkadotNetwork, { id: 'b0a8d493285c2df73290dfb7e61f870f' }, westend, { id: 'ffff' }].map(ss58PrefixOf)).toEqual([0, 2, 42, 42])
  })
})
