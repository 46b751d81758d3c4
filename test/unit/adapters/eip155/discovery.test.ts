import { describe, expect, it, vi } from 'vitest'
import { startWalletDiscovery, type DiscoveryTarget } from '../../../../adapters/eip155/discovery'
import { announceWallet, FakeProvider } from './fake-wallet'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

function windowLike(ethereum?: unknown): DiscoveryTarget {
  return Object.assign(new EventTarget(), ethereum ? { ethereum } : {})
}

describe('eip155 wallet discovery', () => {
  it('SPEC §3 Connector: an EIP-6963 announcement becomes an ANNOUNCED connector keyed by rdns with its data: icon', () => {
    const target = windowLike()
    const provider = new FakeProvider()
    announceWallet(target, { name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet', icon: ICON }, provider)

    const discovery = startWalletDiscovery(target, { legacyInjected: true })

    expect(discovery.wallets()).toEqual([
      {
        connector: { id: 'dev.portico.testwallet', name: 'Portico Test Wallet', type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON, info: { rdns: 'dev.portico.testwallet' } },
        provider,
      },
    ])
  })

  it('SPEC §3 Connector: an icon that is not a data: image is dropped, never fetched', () => {
    const target = windowLike()
    announceWallet(target, { name: 'Remote Icon', rdns: 'com.remote', icon: 'https://example.com/i.png' }, new FakeProvider())
    const [wallet] = startWalletDiscovery(target, { legacyInjected: true }).wallets()
    expect(wallet?.connector.imageUrl).toBeUndefined()
  })

  it('SPEC §5 wallet list: announcements are deduplicated by rdns, the latest provider winning', () => {
    const target = windowLike()
    const first = new FakeProvider()
    const second = new FakeProvider()
    announceWallet(target, { name: 'Wallet', rdns: 'com.wallet' }, first)
    announceWallet(target, { name: 'Wallet', rdns: 'com.wallet' }, second)

    const wallets = startWalletDiscovery(target, { legacyInjected: true }).wallets()

    expect(wallets).toHaveLength(1)
    expect(wallets[0]?.provider).toBe(second)
  })

  it('SPEC §5 wallet list: a wallet without rdns is deduplicated by name', () => {
    const target = windowLike()
    announceWallet(target, { name: 'No Rdns' }, new FakeProvider())
    announceWallet(target, { name: 'No Rdns' }, new FakeProvider())
    const wallets = startWalletDiscovery(target, { legacyInjected: true }).wallets()
    expect(wallets.map((w) => w.connector.id)).toEqual(['No Rdns'])
    expect(wallets[0]?.connector.info).toBeUndefined()
  })

  it('SPEC §3 Connector: the legacy window.ethereum is an INJECTED connector', () => {
    const legacy = new FakeProvider()
    const wallets = startWalletDiscovery(windowLike(legacy), { legacyInjected: true }).wallets()
    expect(wallets).toEqual([{ connector: { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }, provider: legacy }])
  })

  it('SPEC §5 wallet list: window.ethereum is not listed twice when a wallet announced the same provider', () => {
    const shared = new FakeProvider()
    const target = windowLike(shared)
    announceWallet(target, { name: 'Wallet', rdns: 'com.wallet' }, shared)
    const wallets = startWalletDiscovery(target, { legacyInjected: true }).wallets()
    expect(wallets.map((w) => w.connector.type)).toEqual(['ANNOUNCED'])
  })

  it('SPEC §3 Connector: the legacy provider can be turned off', () => {
    expect(startWalletDiscovery(windowLike(new FakeProvider()), { legacyInjected: false }).wallets()).toEqual([])
  })

  it('DESIGN every boundary validates: malformed announcements are ignored', () => {
    const target = windowLike()
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'No provider', uuid: 'x', icon: ICON } } }))
    const discovery = startWalletDiscovery(target, { legacyInjected: true })
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'x', icon: ICON }, provider: new FakeProvider() } }))
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: 'junk' }))
    expect(discovery.wallets()).toEqual([])
  })

  it('SPEC §4 reconnect: a wallet announcing late is found by waitFor and reported to subscribers', async () => {
    const target = windowLike()
    const discovery = startWalletDiscovery(target, { legacyInjected: true })
    const listener = vi.fn()
    discovery.subscribe(listener)

    const waiting = discovery.waitFor('com.late', 1000)
    announceWallet(target, { name: 'Late', rdns: 'com.late' }, new FakeProvider())

    expect((await waiting)?.connector.id).toBe('com.late')
    expect(listener).toHaveBeenCalledWith([expect.objectContaining({ connector: expect.objectContaining({ id: 'com.late' }) })])
  })

  it('SPEC §4 reconnect: waitFor gives up after its timeout', async () => {
    const discovery = startWalletDiscovery(windowLike(), { legacyInjected: true })
    await expect(discovery.waitFor('com.absent', 10)).resolves.toBeUndefined()
  })

  it('SPEC §4 lifecycle: stop() ignores later announcements', () => {
    const target = windowLike()
    const discovery = startWalletDiscovery(target, { legacyInjected: true })
    discovery.stop()
    announceWallet(target, { name: 'After stop', rdns: 'com.after' }, new FakeProvider())
    expect(discovery.wallets()).toEqual([])
  })
})
