/** SPEC §5: the spam rule and the active-network rule, and pages appended without duplicates. */
import { describe, expect, it } from 'vitest'
import { base, mainnet } from 'portico/networks'
import { appendUnique, isSpamOnly, keptTransactions } from '../../../../plugins/history/filters'
import { fungible, nft, transaction } from './world'

describe('history filters', () => {
  it('SPEC §5: a transaction is dropped when every transfer is a spam NFT, kept when one transfer is not', () => {
    const allSpam = transaction('1', '2026-03-10T12:00:00Z', { transfers: [nft(true), nft(true, 'SPAM #2')] })
    const spamAndToken = transaction('2', '2026-03-11T12:00:00Z', { transfers: [nft(true), fungible('in')] })
    const spamAndNft = transaction('3', '2026-03-12T12:00:00Z', { transfers: [nft(true), nft(false)] })
    const noTransfers = transaction('4', '2026-03-13T12:00:00Z', { transfers: [], operationType: 'execute' })
    expect(isSpamOnly(allSpam)).toBe(true)
    expect([spamAndToken, spamAndNft, noTransfers].map(isSpamOnly)).toEqual([false, false, false])
    expect(keptTransactions([allSpam, spamAndToken, spamAndNft, noTransfers], mainnet.caipNetworkId).map((kept) => kept.id)).toEqual(['2', '3', '4'])
  })

  it("SPEC §5: only transactions whose chain is the active network's are kept", () => {
    const page = [
      transaction('eth', '2026-03-10T12:00:00Z', { chain: mainnet.caipNetworkId }),
      transaction('base', '2026-03-11T12:00:00Z', { chain: base.caipNetworkId }),
      transaction('sol', '2026-03-12T12:00:00Z', { chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ]
    expect(keptTransactions(page, mainnet.caipNetworkId).map((kept) => kept.id)).toEqual(['eth'])
    expect(keptTransactions(page, base.caipNetworkId).map((kept) => kept.id)).toEqual(['base'])
  })

  it('a transaction without a readable date is left out (it belongs under no month)', () => {
    expect(keptTransactions([transaction('x', 'yesterday'), transaction('y', '2026-03-11T12:00:00Z')], mainnet.caipNetworkId).map((kept) => kept.id)).toEqual(['y'])
  })

  it('a page repeating rows already held appends only the new ones, in page order', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id, index) => transaction(id, `2026-03-1${index}T12:00:00Z`)) as [ReturnType<typeof transaction>, ReturnType<typeof transaction>, ReturnType<typeof transaction>]
    expect(appendUnique([a, b], [b, c, c]).map((kept) => kept.id)).toEqual(['a', 'b', 'c'])
  })
})
