/**
 * The eip155 `transfers` capability: the SPEC §5 address rule with its EIP-55 checksum, the wallet requests a
 * transfer becomes (native value, or ERC-20 `transfer` calldata to the token contract), their gas units and the
 * gas-price route's price.
 */
import { decodeFunctionData, encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { checksumEvmAddress, isEvmAddress } from '../../../../adapters/eip155/address'
import { createEip155Adapter } from '../../../../adapters/eip155/adapter'
import { erc20TransferData } from '../../../../adapters/eip155/erc20'
import { ERC20_TRANSFER_GAS, NATIVE_TRANSFER_GAS } from '../../../../adapters/eip155/transfers'
import { hasEvmAddressShape, mainnet } from 'portico/networks'
import type { GasPrice } from '../../../../kernel/services'

const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const USDC = `eip155:1:${USDC_CONTRACT}`
const SENDER = '0x1234567890abcdef1234567890abcdef12345678'

function transfersWith(gasPrice: () => Promise<GasPrice> = async () => ({ standard: '7', fast: '8', instant: '9' })) {
  const gasPrices = vi.fn(gasPrice)
  const transfers = createEip155Adapter({}, { gasPrices }).transfers!
  return { transfers, gasPrices }
}

describe('eip155 addresses', () => {
  it('SPEC §5: EVM address is 40 hex digits with optional 0x', () => {
    expect(isEvmAddress('0x' + 'a'.repeat(40))).toBe(true)
    expect(isEvmAddress('A'.repeat(40))).toBe(true)
    expect(isEvmAddress('0x' + 'a'.repeat(39))).toBe(false)
    expect(isEvmAddress('0x' + 'g'.repeat(40))).toBe(false)
  })

  it('EIP-55: a mixed-case address must carry its checksum; all lower or all upper case has none to check', () => {
    const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    // One digit wrong (…79C8 → …78C8): the checksum of the mistyped address fails, so it is a typo.
    const typo = '0x70997970C51812dc3A010C7d01b50e0d17dc78C8'
    expect(isEvmAddress(bob)).toBe(true)
    expect(isEvmAddress(bob.slice(2))).toBe(true)
    expect(isEvmAddress(typo)).toBe(false)
    expect(isEvmAddress(typo.slice(2))).toBe(false)
    expect(isEvmAddress(typo.toLowerCase())).toBe(true)
    expect(isEvmAddress('0x' + typo.slice(2).toUpperCase())).toBe(true)
    // One letter's case flipped is a failing checksum too.
    expect(isEvmAddress(bob.replace('dc3A', 'dc3a'))).toBe(false)
    // The shape alone (for data from an API) still takes it.
    expect(hasEvmAddressShape(typo)).toBe(true)
    expect(hasEvmAddressShape('0x' + 'a'.repeat(39))).toBe(false)
  })

  it('EIP-55: the checksummed form of any case, with or without 0x', () => {
    const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(checksumEvmAddress(bob.toLowerCase())).toBe(bob)
    expect(checksumEvmAddress(bob.slice(2).toUpperCase())).toBe(bob)
    expect(checksumEvmAddress(bob)).toBe(bob)
  })

})

describe('eip155 transfers', () => {
  it('ERC-20: transfer(to, amount) calldata (as viem encodes it) sent to the token contract, no value', async () => {
    const { transfers } = transfersWith()
    const request = await transfers.buildTransfer({ from: SENDER, to: RECEIVER, amount: 12_500_000n, token: USDC, network: mainnet, gasPrice: 1n })
    expect(request.to).toBe(getAddress(USDC_CONTRACT))
    expect(request.value).toBeUndefined()
    expect(request.gasPrice).toBeUndefined()
    expect(request.data?.slice(0, 10)).toBe('0xa9059cbb') // transfer(address,uint256)
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data as `0x${string}` })).toEqual({ functionName: 'transfer', args: [expect.stringMatching(new RegExp(`^${RECEIVER}$`, 'i')), 12_500_000n] })
  })

  it('ERC-20 calldata written out equals viem’s encodeFunctionData for any receiver and amount; an amount past uint256 is refused', () => {
    for (const amount of [0n, 1n, 12_500_000n, 10n ** 30n, 2n ** 256n - 1n]) {
      for (const to of [RECEIVER, getAddress(RECEIVER), RECEIVER.slice(2)]) {
        expect(erc20TransferData(to, amount)).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [getAddress(`0x${to.slice(-40)}`), amount] }))
      }
    }
    expect(() => erc20TransferData(RECEIVER, 2n ** 256n)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }))
    expect(() => erc20TransferData(RECEIVER, -1n)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }))
  })

  it('native: value to the receiver (checksummed, EIP-55) with the gas price (SPEC §5), no calldata; the 0x may be left out', async () => {
    const { transfers } = transfersWith()
    expect(await transfers.buildTransfer({ from: SENDER, to: RECEIVER.slice(2), amount: 250_000_000_000_000_000n, network: mainnet, gasPrice: 7n })).toEqual({
      to: getAddress(RECEIVER),
      value: 250_000_000_000_000_000n,
      gasPrice: 7n,
    })
  })

  it('a bare contract address works as well as CAIP-10; an unreadable one is refused rather than sending elsewhere', async () => {
    const { transfers } = transfersWith()
    const build = (token: string) => transfers.buildTransfer({ from: SENDER, to: RECEIVER, amount: 1n, token, network: mainnet })
    expect((await build(USDC_CONTRACT)).to).toBe(getAddress(USDC_CONTRACT))
    await expect(build('eip155:1:garbage')).rejects.toMatchObject({ code: 'TOKEN_CONTRACT_UNREADABLE', message: 'eip155:1:garbage has no readable contract address' })
  })

  it('gas units: 21000 native, 65000 ERC-20; only native needs the gas price; receivers look like 0x…', () => {
    const { transfers } = transfersWith()
    expect(transfers.transferGas()).toBe(NATIVE_TRANSFER_GAS)
    expect(transfers.transferGas(USDC)).toBe(ERC20_TRANSFER_GAS)
    expect([NATIVE_TRANSFER_GAS, ERC20_TRANSFER_GAS]).toEqual([21_000n, 65_000n])
    expect([transfers.needsGasPrice(), transfers.needsGasPrice(USDC)]).toEqual([true, false])
    expect(transfers.addressPlaceholder).toBe('0x…')
  })

  it("the gas price is the gas-price route's 'standard' for the network; its fallback (zeros) or garbage is 0n (unavailable)", async () => {
    const { transfers, gasPrices } = transfersWith()
    expect(await transfers.gasPrice({ network: mainnet, from: SENDER })).toBe(7n)
    expect(gasPrices).toHaveBeenCalledWith('eip155:1')
    gasPrices.mockResolvedValueOnce({ standard: '0', fast: '0', instant: '0' })
    expect(await transfers.gasPrice({ network: mainnet, from: SENDER })).toBe(0n)
    gasPrices.mockResolvedValueOnce({ standard: '1e9', fast: '0', instant: '0' })
    expect(await transfers.gasPrice({ network: mainnet, from: SENDER })).toBe(0n)
  })

  it('an adapter given no gas-price route has no transfers capability', () => {
    expect(createEip155Adapter().transfers).toBeUndefined()
  })
})
