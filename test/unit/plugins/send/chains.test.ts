/** The wallet requests a transfer becomes (SPEC §4 send): native value, or ERC-20 transfer calldata to the token contract. */
import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { ERC20_TRANSFER_GAS, NATIVE_TRANSFER_GAS, SEND_CHAINS } from '../../../../plugins/send/chains'
import { sendableTokens } from '../../../../plugins/send/tokens'
import { ETH, RECEIVER, USDC, USDC_CONTRACT, WBTC } from './send-kernel'

const eip155 = SEND_CHAINS.eip155!

describe('eip155 transfers', () => {
  it('ERC-20: transfer(to, amount) calldata (viem encoding) sent to the token contract, no value', () => {
    const request = eip155.buildTransfer({ token: USDC, receiver: RECEIVER, amount: 12_500_000n, gasPrice: 1n })
    expect(request.to).toBe(USDC_CONTRACT)
    expect(request.value).toBeUndefined()
    expect(request.gasPrice).toBeUndefined()
    expect(request.data?.slice(0, 10)).toBe('0xa9059cbb') // transfer(address,uint256)
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data as `0x${string}` })).toEqual({ functionName: 'transfer', args: [expect.stringMatching(new RegExp(`^${RECEIVER}$`, 'i')), 12_500_000n] })
  })

  it('native: value to the receiver with the gas price (SPEC §5), no calldata; the 0x may be left out', () => {
    expect(eip155.buildTransfer({ token: ETH, receiver: RECEIVER.slice(2), amount: 250_000_000_000_000_000n, gasPrice: 7n })).toEqual({
      to: RECEIVER,
      value: 250_000_000_000_000_000n,
      gasPrice: 7n,
    })
  })

  it('a bare contract address works as well as CAIP-10; an unreadable one throws rather than sending elsewhere', () => {
    expect(eip155.buildTransfer({ token: { ...USDC, address: USDC_CONTRACT }, receiver: RECEIVER, amount: 1n }).to).toBe(USDC_CONTRACT)
    expect(() => eip155.buildTransfer({ token: { ...USDC, address: 'eip155:1:garbage' }, receiver: RECEIVER, amount: 1n })).toThrow(TypeError)
  })

  it('gas units: 21000 native, 65000 ERC-20; only native needs the gas price', () => {
    expect(eip155.gasUnits(ETH)).toBe(NATIVE_TRANSFER_GAS)
    expect(eip155.gasUnits(USDC)).toBe(ERC20_TRANSFER_GAS)
    expect([eip155.needsGasPrice(ETH), eip155.needsGasPrice(USDC)]).toEqual([true, false])
    expect(eip155.failedMessage).toBe('Something went wrong')
  })

  it('sendable tokens: native first, the rest in the route order; unreadable or 0 decimals dropped', () => {
    const zero = { ...WBTC, symbol: 'ZERO', quantity: { decimals: '0', numeric: '5' } }
    const broken = { ...WBTC, symbol: 'BROKEN', quantity: { decimals: 'x', numeric: '5' } }
    expect(sendableTokens([USDC, zero, ETH, broken, WBTC]).map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WBTC'])
  })

  it('no Solana entry until the Solana adapter brings one', () => {
    expect(SEND_CHAINS.solana).toBeUndefined()
  })
})
