/** The token picker's search (SwapSelectToken): by symbol, name or contract address; the route's tokens a swap can use. */
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { searchTokens, usableTokens, type SwapTokenInfo } from '../../../../plugins/swaps/tokens'

const DAI_CONTRACT = '0x6b175474e89094c44da98b954eedeac495271d0f'
const token = (symbol: string, name: string, contract: string): SwapTokenInfo => ({ symbol, name, address: `eip155:1:${contract}`, decimals: 18, logoUri: '', value: 0, price: 1 }) as SwapTokenInfo
const TOKENS = [token('ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'), token('DAI', 'Dai', DAI_CONTRACT)]
const symbols = (found: SwapTokenInfo[]) => found.map((found) => found.symbol)

describe('swap token search', () => {
  it('finds by symbol or name, trimmed and case-insensitive; empty lists everything', () => {
    expect(symbols(searchTokens(TOKENS, ' dai '))).toEqual(['DAI'])
    expect(symbols(searchTokens(TOKENS, 'ETHER'))).toEqual(['ETH'])
    expect(symbols(searchTokens(TOKENS, '  '))).toEqual(['ETH', 'DAI'])
  })

  it('finds by contract address in lower, upper or checksummed case, with or without 0x', () => {
    for (const query of [DAI_CONTRACT, getAddress(DAI_CONTRACT), DAI_CONTRACT.slice(2).toUpperCase(), getAddress(DAI_CONTRACT).slice(2)]) {
      expect(symbols(searchTokens(TOKENS, query)), query).toEqual(['DAI'])
    }
  })

  it('a mistyped address (one digit wrong, its checksummed case kept) finds nothing', () => {
    const typo = getAddress(DAI_CONTRACT).replace('495271d0F', '495271d1F')
    expect(symbols(searchTokens(TOKENS, typo))).toEqual([])
  })
})

describe('usable swap tokens', () => {
  it('keeps each address once, the first entry (any case), and drops decimals of 0, over 255 or not whole', () => {
    const listed = [
      token('ETH', 'Ether', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
      token('DAI', 'Dai', DAI_CONTRACT),
      token('DAI again', 'Dai', DAI_CONTRACT.toUpperCase().replace('0X', '0x')),
      { ...token('ZERO', 'No decimals', '0x0000000000000000000000000000000000000001'), decimals: 0 },
      { ...token('HUGE', 'A billion decimals', '0x0000000000000000000000000000000000000002'), decimals: 1e9 },
      { ...token('HALF', 'Half a decimal', '0x0000000000000000000000000000000000000003'), decimals: 6.5 },
      { ...token('MAX', 'A uint8 of decimals', '0x0000000000000000000000000000000000000004'), decimals: 255 },
    ]
    expect(symbols(usableTokens(listed))).toEqual(['ETH', 'DAI', 'MAX'])
  })
})
