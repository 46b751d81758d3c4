/** The wallet requests a transfer becomes (SPEC §4 send): native value, or ERC-20 transfer calldata to the token contract. */
import { decodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { ERC20_TRANSFER_GAS, NATIVE_TRANSFER_GAS, SEND_CHAINS } from '../../../../plugins/send/chains'
import type { TokenBalance } from '../../../../kernel/types'
import { sendableTokens } from '../../../../plugins/send/tokens'
import { ETH, RECEIVER, USDC, USDC_CONTRACT, WBTC } from './send-kernel'

const eip155 = SEND_CHAINS.eip155!

describe('eip155 transfers', () => {
  it('ERC-20: transfer(to, amount) calldata (viem encoding) sent to the token contract, no value', () => {
    const request = eip155.buildTransfer({ token: USDC, receiver: RECEIVER, amount: 12_500_000n, gasPrice: 1n })
    expect(request.to).toBe(getAddress(USDC_CONTRACT))
    expect(request.value).toBeUndefined()
    expect(request.gasPrice).toBeUndefined()
    expect(request.data?.slice(0, 10)).toBe('0xa9059cbb') // transfer(address,uint256)
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data as `0x${string}` })).toEqual({ functionName: 'transfer', args: [expect.stringMatching(new RegExp(`^${RECEIVER}$`, 'i')), 12_500_000n] })
  })

  it('native: value to the receiver (checksummed, EIP-55) with the gas price (SPEC §5), no calldata; the 0x may be left out', () => {
    expect(eip155.buildTransfer({ token: ETH, receiver: RECEIVER.slice(2), amount: 250_000_000_000_000_000n, gasPrice: 7n })).toEqual({
      to: getAddress(RECEIVER),
      value: 250_000_000_000_000_000n,
      gasPrice: 7n,
    })
  })

  it('a bare contract address works as well as CAIP-10; an unreadable one throws rather than sending elsewhere', () => {
    expect(eip155.buildTransfer({ token: { ...USDC, address: USDC_CONTRACT }, receiver: RECEIVER, amount: 1n }).to).toBe(getAddress(USDC_CONTRACT))
    expect(() => eip155.buildTransfer({ token: { ...USDC, address: 'eip155:1:garbage' }, receiver: RECEIVER, amount: 1n })).toThrow(expect.objectContaining({ code: 'TOKEN_CONTRACT_UNREADABLE' }))
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

})

describe('solana transfers', () => {
  const solana = SEND_CHAINS.solana!
  const receiver = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
  const mint = 'So1DevTokenMint1111111111111111111111111111'
  const SOL: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId: 'solana:ref', price: 150, value: 1, quantity: { decimals: '9', numeric: '1' }, iconUrl: '' }
  const DEV: TokenBalance = { ...SOL, name: 'Dev token', symbol: 'DEV', address: `solana:ref:${mint}`, quantity: { decimals: '6', numeric: '10' } }

  it('SOL is a native transfer; an SPL token names its mint (the adapter builds the token program instructions)', () => {
    expect(solana.buildTransfer({ token: SOL, receiver, amount: 1_500_000_000n, gasPrice: 5000n })).toEqual({ to: receiver, value: 1_500_000_000n })
    expect(solana.buildTransfer({ token: DEV, receiver, amount: 4_000_000n })).toEqual({ to: receiver, value: 4_000_000n, token: DEV.address })
  })

  it('SPEC §5/§8: base58 receivers only; the Solana messages; one fee per transfer, never required before sending', () => {
    expect([solana.isAddress(receiver), solana.isAddress(RECEIVER), solana.isAddress('0OIl' + receiver.slice(4))]).toEqual([true, false, false])
    expect(solana.failedMessage).toBe('Failed to send transaction. Please try again.')
    expect(solana.missingInputMessage).toBe('Please enter a valid amount and receiver address')
    expect([solana.gasUnits(SOL), solana.gasUnits(DEV)]).toEqual([1n, 1n])
    expect([solana.needsGasPrice(SOL), solana.needsGasPrice(DEV)]).toEqual([false, false])
  })

  it("SPEC §7: the fee comes from the adapter in SOL, kept in lamports; none from the adapter is '0' (unavailable)", async () => {
    const kernelWith = (fees: unknown) => ({ connection: { getGasPrice: async () => fees } }) as never
    const network = { nativeCurrency: { decimals: 9 } } as never
    await expect(solana.gasPrice(kernelWith({ standard: '0.000005', fast: '0.00001', instant: '0.00002' }), network)).resolves.toBe('5000')
    await expect(solana.gasPrice(kernelWith(undefined), network)).resolves.toBe('0')
  })
})
