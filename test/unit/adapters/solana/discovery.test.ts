import { describe, expect, it } from 'vitest'
import { startWalletDiscovery } from '../../../../adapters/solana/discovery'
import { fakeWallet, ICON, walletRegistry } from './fake-wallet'

const names = (discovery: ReturnType<typeof startWalletDiscovery>) => discovery.wallets().map((wallet) => wallet.connector.name)

describe('solana wallet discovery (Wallet Standard)', () => {
  it('SPEC §3 connector: a registered Solana wallet is an ANNOUNCED connector with its data: icon', () => {
    const discovery = startWalletDiscovery(walletRegistry(fakeWallet({ name: 'Phantom' }).wallet))
    expect(discovery.wallets().map((wallet) => wallet.connector)).toEqual([
      { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', imageUrl: ICON },
    ])
  })

  it('DESIGN every boundary validates: malformed wallets are ignored, never a crash', () => {
    const throwing = fakeWallet({ name: 'Throws' }).wallet
    Object.defineProperty(throwing, 'features', { get: () => { throw new Error('boom') } })
    const registry = walletRegistry(
      fakeWallet({ name: 'Remote icon', icon: 'https://wallet.example/icon.png' }).wallet,
      fakeWallet({ name: 'Script icon', icon: 'data:text/html;base64,PHNjcmlwdD4=' }).wallet,
      fakeWallet({ name: 'No sign message', overrides: { signMessage: undefined } }).wallet,
      fakeWallet({ name: 'No connect', overrides: { connect: undefined } }).wallet,
      fakeWallet({ name: 'EVM only', chains: ['eip155:1'] }).wallet,
      { ...fakeWallet({ name: 'Feature not a function' }).wallet, features: { 'standard:connect': { connect: 'yes' } } },
      { name: '', icon: ICON, chains: ['solana:mainnet'], features: {} },
      throwing,
      null,
      'a string',
      fakeWallet({ name: 'Good' }).wallet,
    )
    expect(names(startWalletDiscovery(registry))).toEqual(['Good'])
  })

  it('late registration and unregistration update the list and notify; a duplicate name is listed once', async () => {
    const registry = walletRegistry()
    const discovery = startWalletDiscovery(registry)
    const seen: string[][] = []
    discovery.subscribe((wallets) => seen.push(wallets.map((wallet) => wallet.connector.name)))
    const waiting = discovery.waitFor('Solflare', 1000)

    const unregister = registry.register(fakeWallet({ name: 'Solflare' }).wallet)
    registry.register(fakeWallet({ name: 'Solflare' }).wallet)
    expect((await waiting)?.connector.name).toBe('Solflare')
    unregister()

    expect(seen).toEqual([['Solflare'], ['Solflare'], ['Solflare']])
    expect(await discovery.waitFor('Backpack', 10)).toBeUndefined()
    discovery.stop()
  })
})
