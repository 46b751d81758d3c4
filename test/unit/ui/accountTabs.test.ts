import { describe, expect, it } from 'vitest'
import { nftCandidates, ownerOfCall } from '../../../kernel/ui/account/nfts'
import { tokensInOrder } from '../../../kernel/ui/account/TokensTab'
import type { Transaction } from '../../../kernel/services'
import type { TokenBalance } from 'portico'

const token = (symbol: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address,
  price: 1,
  quantity: { decimals: '6', numeric: '1' },
  iconUrl: '',
})

function nftTransaction(id: string, chain: string, transfers: Array<{ contract: string; tokenId: string; spam?: boolean; direction?: 'in' | 'out' | 'self' }>): Transaction {
  return {
    id,
    metadata: { operationType: 'receive', hash: id, minedAt: '2026-11-01T00:00:00Z', sentFrom: '0x', sentTo: '0x', status: 'confirmed', nonce: 0, chain },
    transfers: transfers.map(({ contract, tokenId, spam = false, direction = 'in' }) => ({
      direction,
      quantity: { numeric: '1' },
      nft_info: { name: `Punk #${tokenId}`, contract_address: contract, token_id: tokenId, flags: { is_spam: spam }, content: { preview: { url: `https://img/${tokenId}` } } },
    })),
  }
}

const PUNKS = '0x' + 'a'.repeat(40)
const SPAM = '0x' + 'b'.repeat(40)

describe('Account tabs', () => {
  it('SPEC §2 Tokens: the native token (no contract address) first, the rest in the API order', () => {
    expect(tokensInOrder([token('USDC', '0x1'), token('ETH'), token('DAI', '0x2')]).map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
  })

  it('SPEC §5 NFTs: spam-flagged, outgoing and other-chain transfers are left out; one entry per token, newest first', () => {
    const candidates = nftCandidates(
      [
        nftTransaction('t3', 'eip155:1', [{ contract: PUNKS, tokenId: '7' }, { contract: SPAM, tokenId: '1', spam: true }]),
        nftTransaction('t2', 'eip155:8453', [{ contract: PUNKS, tokenId: '9' }]),
        nftTransaction('t1', 'eip155:1', [{ contract: PUNKS, tokenId: '7' }, { contract: PUNKS, tokenId: '3' }, { contract: PUNKS, tokenId: '4', direction: 'out' }]),
      ],
      'eip155:1',
    )
    expect(candidates.map((nft) => `${nft.contract.slice(0, 4)}:${nft.tokenId}`)).toEqual(['0xaa:7', '0xaa:3'])
    expect(candidates[0]).toMatchObject({ name: 'Punk #7', imageUrl: 'https://img/7' })
  })

  it('ownerOf calldata: the selector and the token id as a 32-byte word', () => {
    expect(ownerOfCall('255')).toBe(`0x6352211e${'0'.repeat(62)}ff`)
  })
})
