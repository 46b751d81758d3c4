import { describe, expect, it } from 'vitest'
import { addressKindOf, chainNameOf, fitsNetwork, kindOfAddress } from '../../../../adapters/bip122/chains'
import { bitcoin, bitcoinTestnet } from 'portico/networks'
import type { Network } from 'portico'

const regtest: Network = { ...bitcoinTestnet, id: '0f9188f13cb7b2c71f2a335e3a4fc328', caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', name: 'Bitcoin Regtest' }
const custom = (testnet: boolean): Network => ({ ...bitcoin, id: 'ffff', caipNetworkId: 'bip122:ffff', testnet })

describe('bip122 chains: CAIP-2 networks, sats-connect names, address kinds', () => {
  it('names the SPEC §3 Bitcoin networks as sats-connect does; an unknown chain counts by its testnet flag', () => {
    expect(chainNameOf(bitcoin)).toBe('Mainnet')
    expect(chainNameOf(bitcoinTestnet)).toBe('Testnet')
    expect(chainNameOf(regtest)).toBe('Regtest')
    expect(chainNameOf(custom(true))).toBe('Testnet')
    expect(chainNameOf(custom(false))).toBe('Mainnet')
    expect([bitcoin, bitcoinTestnet, regtest].map(addressKindOf)).toEqual(['mainnet', 'testnet', 'regtest'])
  })

  it('reads the chain kind of bech32, bech32m and base58 addresses; anything else is no address', () => {
    expect(kindOfAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual({ kind: 'mainnet', bech32: true })
    expect(kindOfAddress('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toEqual({ kind: 'mainnet', bech32: true })
    expect(kindOfAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toEqual({ kind: 'testnet', bech32: true })
    expect(kindOfAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toEqual({ kind: 'mainnet', bech32: false })
    expect(kindOfAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toEqual({ kind: 'mainnet', bech32: false })
    expect(kindOfAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toEqual({ kind: 'testnet', bech32: false })
    expect(kindOfAddress('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk')?.kind).toBe('regtest')
    for (const bad of ['', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'hello']) {
      expect(kindOfAddress(bad)).toBeUndefined()
    }
  })

  it('SPEC §5-style address check per network: the right prefix only (regtest also takes testnet base58)', () => {
    expect(fitsNetwork('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', bitcoin)).toBe(true)
    expect(fitsNetwork('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', bitcoinTestnet)).toBe(false)
    expect(fitsNetwork('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', bitcoinTestnet)).toBe(true)
    expect(fitsNetwork('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', bitcoin)).toBe(false)
    expect(fitsNetwork('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', regtest)).toBe(false)
    expect(fitsNetwork('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', regtest)).toBe(true)
    expect(fitsNetwork('bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk', regtest)).toBe(true)
    expect(fitsNetwork('not an address', bitcoin)).toBe(false)
  })
})
