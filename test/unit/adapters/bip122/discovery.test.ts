import { describe, expect, it } from 'vitest'
import { registeredWallets } from '../../../../adapters/bip122/discovery'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const provider = (extra: Record<string, unknown> = {}) => ({ request: async () => ({}), ...extra })

describe('bip122 discovery: the WBIP004 list window.btc_providers', () => {
  it('lists each registered provider once, by its object path, with its name and data: icon', () => {
    const host = {
      XverseProviders: { BitcoinProvider: provider({ addListener: () => () => undefined }) },
      LeatherProvider: provider(),
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON },
        { id: 'LeatherProvider', name: 'Leather', icon: ICON },
        { id: 'LeatherProvider', name: 'Leather again', icon: ICON },
      ],
    }
    const wallets = registeredWallets(host)
    expect(wallets.map((wallet) => wallet.connector)).toEqual([
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', type: 'ANNOUNCED', chain: 'bip122', imageUrl: ICON },
      { id: 'LeatherProvider', name: 'Leather', type: 'ANNOUNCED', chain: 'bip122', imageUrl: ICON },
    ])
    expect(wallets.map((wallet) => wallet.hasEvents)).toEqual([true, false])
  })

  it('leaves out entries that are malformed or whose provider is missing or cannot request; drops unsafe icons', () => {
    const throwing = Object.defineProperty({}, 'request', {
      get() {
        throw new Error('boom')
      },
    })
    const host = {
      Present: provider(),
      NoRequest: {},
      Throwing: throwing,
      btc_providers: [
        null,
        { id: 'Missing', name: 'Missing' },
        { id: 'NoRequest', name: 'No request' },
        { id: 'Throwing', name: 'Throwing' },
        { id: 'Present', name: '' },
        { id: 'bad path!', name: 'Bad path' },
        { id: 'constructor.constructor', name: 'Not own' },
        { id: 'Present', name: 'Present', icon: 'https://example.com/icon.png' },
      ],
    }
    expect(registeredWallets(host).map((wallet) => wallet.connector)).toEqual([{ id: 'Present', name: 'Present', type: 'ANNOUNCED', chain: 'bip122' }])
  })

  it('no list, or not an array: no wallets', () => {
    expect(registeredWallets({})).toEqual([])
    expect(registeredWallets({ btc_providers: 'x' })).toEqual([])
  })
})
