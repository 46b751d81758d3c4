/**
 * The eip155 adapter's gas-price route on the chains the Blockchain API serves: SPEC §8 'Network not supported for
 * Gas Price' for any other, without asking its price.
 */
import { describe, expect, it, vi } from 'vitest'
import { servedGasPrices } from '../../../../adapters/eip155/fees'

const GAS = { standard: '7', fast: '8', instant: '9' }

describe('the gas-price route on served chains', () => {
  it("SPEC §8: a chain the API does not serve is refused with 'Network not supported for Gas Price'; the supported chains are asked once", async () => {
    const route = vi.fn(async () => GAS)
    const served = vi.fn(async () => ['eip155:8453'])
    const gasPrices = servedGasPrices(route, served)
    const refused = { code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Gas Price' }
    await expect(gasPrices('eip155:1')).rejects.toMatchObject(refused)
    await expect(gasPrices('eip155:1')).rejects.toMatchObject(refused)
    expect(await gasPrices('eip155:8453')).toEqual(GAS)
    expect(route).toHaveBeenCalledTimes(1)
    expect(served).toHaveBeenCalledTimes(1)
  })

  it('supported chains the API did not answer (or an empty list) refuse nothing, and are asked again next time', async () => {
    const route = vi.fn(async () => GAS)
    const served = vi.fn<() => Promise<readonly string[] | undefined>>().mockResolvedValueOnce(undefined).mockResolvedValueOnce([]).mockResolvedValue(['eip155:1'])
    const gasPrices = servedGasPrices(route, served)
    expect(await gasPrices('eip155:1')).toEqual(GAS)
    expect(await gasPrices('eip155:1')).toEqual(GAS)
    expect(await gasPrices('eip155:1')).toEqual(GAS)
    expect(served).toHaveBeenCalledTimes(2)
    expect(route).toHaveBeenCalledTimes(3)
  })
})
