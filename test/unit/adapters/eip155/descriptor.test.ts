import { describe, expect, it, vi } from 'vitest'
import { eip155 } from 'portico/adapters/eip155'
import { base, mainnet } from 'portico/networks'
import type { Kernel } from 'portico'

describe('eip155 descriptor', () => {
  it('DESIGN lazy adapters: the descriptor names its namespace and loads the implementation on demand', async () => {
    const descriptor = eip155({ legacyInjected: false })
    expect(descriptor.namespace).toBe('eip155')

    const { create } = await descriptor.load()
    const adapter = await create({ config: { networks: [mainnet] } } as unknown as Kernel)

    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([])
    adapter.destroy?.()
  })

  it('declares transfers and contract calls before load, and the loaded adapter has them; transfers price with the gas-price route', async () => {
    const descriptor = eip155({ legacyInjected: false })
    expect(descriptor.capabilities).toEqual(['transfers', 'calls'])
    const getGasPrice = vi.fn(async () => ({ standard: '42', fast: '43', instant: '44' }))
    const getSupportedChains = vi.fn(async () => ({ http: ['eip155:1'], ws: [] }))
    const services = { blockchain: { getGasPrice }, blockchainWith: () => ({ getSupportedChains }) }
    const adapter = await (await descriptor.load()).create({ config: { networks: [mainnet, base] }, services } as unknown as Kernel)
    expect(Object.keys(adapter).filter((key) => key === 'transfers' || key === 'calls').sort()).toEqual(['calls', 'transfers'])
    expect(await adapter.transfers?.gasPrice({ network: mainnet, from: '0x1234567890abcdef1234567890abcdef12345678' })).toBe(42n)
    expect(await adapter.calls?.gasPrice({ network: mainnet })).toBe(42n)
    expect(getGasPrice).toHaveBeenCalledWith({ chainId: 'eip155:1' })
    // SPEC §8: Base is configured, but the Blockchain API's supported chains leave it out.
    const refused = { code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Gas Price' }
    await expect(adapter.transfers?.gasPrice({ network: base, from: '0x1234567890abcdef1234567890abcdef12345678' })).rejects.toMatchObject(refused)
    await expect(adapter.calls?.gasPrice({ network: base })).rejects.toMatchObject(refused)
    expect(getGasPrice).toHaveBeenCalledTimes(2)
    expect(getSupportedChains).toHaveBeenCalledTimes(1)
    adapter.destroy?.()
  })
})
