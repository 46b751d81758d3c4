import { describe, expect, it } from 'vitest'
import { parseChainId } from '../../../../adapters/eip155/wallet-responses'

describe('adapters/eip155/wallet-responses parseChainId', () => {
  it('reads hex, a number or a decimal string', () => {
    expect(parseChainId('0x2105', 'eth_chainId')).toBe(8453)
    expect(parseChainId(8453, 'eth_chainId')).toBe(8453)
    expect(parseChainId('8453', 'eth_chainId')).toBe(8453)
  })

  it.each([['0x0'], ['0x1fffffffffffffff'], [`0x${'f'.repeat(10_000)}`], ['9'.repeat(30)], [2 ** 60], [1.5], [-1], ['banana'], [null]])(
    'refuses %s: an id that is no safe positive integer would name another chain',
    (value) => {
      expect(() => parseChainId(value, 'chainChanged')).toThrow('The wallet returned an invalid response to chainChanged')
    },
  )
})
