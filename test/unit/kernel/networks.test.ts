import { describe, expect, it } from 'vitest'
import * as networks from 'portico/networks'
import {
  addressExplorerUrl, hasEvmAddressShape, isNetworkSupported, isSmartAccountEnabled, mainnet, parseCaipAddress,
  sepolia, solana, tron, bitcoin, base,
} from 'portico/networks'
import { isIdentitySupported } from '../../../kernel/services/support'

describe('kernel/networks', () => {
  it('SPEC §3: every listed network with its native decimals', () => {
    const expected: Array<[keyof typeof networks, string, number]> = [
      ['avalanche', 'eip155:43114', 18], ['avalancheFuji', 'eip155:43113', 18], ['base', 'eip155:8453', 18],
      ['baseSepolia', 'eip155:84532', 18], ['mainnet', 'eip155:1', 18], ['sepolia', 'eip155:11155111', 18],
      ['tron', 'eip155:728126428', 6], ['solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 9],
      ['solanaDevnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 9], ['solanaTestnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 9],
      ['bitcoin', 'bip122:000000000019d6689c085ae165831e93', 8], ['bitcoinTestnet', 'bip122:000000000933ea01ad0ee984209779ba', 8],
    ]
    for (const [name, caipNetworkId, decimals] of expected) {
      const network = networks[name] as networks.ParsedCaipAddress & typeof mainnet
      expect(network.caipNetworkId, name).toBe(caipNetworkId)
      expect(network.nativeCurrency.decimals, name).toBe(decimals)
      // SPEC §7: the Blockchain API's RPC service serves these chain ids, so they name no RPC URL (resolveConfig fills it).
      expect(network.rpcUrls.default.http, name).toEqual(name === 'tron' ? ['https://api.trongrid.io/jsonrpc'] : [])
      expect(network.blockExplorers?.default.url, name).toMatch(/^https:\/\//)
    }
    expect(mainnet.name).toBe('Ethereum')
    expect(sepolia.testnet).toBe(true)
    expect(tron.nativeCurrency.symbol).toBe('TRX')
    expect(bitcoin.chainNamespace).toBe('bip122')
    // Chains the RPC service does not serve keep a public endpoint of their own.
    expect(networks.polkadot.rpcUrls.default.http).toEqual(['https://rpc.polkadot.io'])
    expect(networks.westend.rpcUrls.default.http).toEqual(['https://westend-rpc.polkadot.io'])
  })

  it('SPEC §5: a CAIP address has exactly three non-empty parts with a known namespace', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ namespace: 'eip155', chainId: '1', address: '0xabc', caipNetworkId: 'eip155:1' })
    expect(parseCaipAddress('eip155:1')).toBeUndefined()
    expect(parseCaipAddress('eip155:1:0xabc:extra')).toBeUndefined()
    expect(parseCaipAddress('eip155::0xabc')).toBeUndefined()
    expect(parseCaipAddress('cosmos:hub:addr')).toBeUndefined()
  })

  it('SPEC §5: the shape of an EVM address (for data from an API; the checksum rule is the eip155 adapter\'s)', () => {
    expect(hasEvmAddressShape('0x70997970C51812dc3A010C7d01b50e0d17dc78C8')).toBe(true)
    expect(hasEvmAddressShape('70997970C51812dc3A010C7d01b50e0d17dc78C8')).toBe(true)
    expect(hasEvmAddressShape('0x' + 'a'.repeat(39))).toBe(false)
    expect(hasEvmAddressShape('0x' + 'g'.repeat(40))).toBe(false)
  })

  it('SPEC §5: a network is supported when none are requested or it is among them', () => {
    expect(isNetworkSupported(mainnet, [])).toBe(true)
    expect(isNetworkSupported(mainnet, undefined)).toBe(true)
    expect(isNetworkSupported(mainnet, [mainnet, base])).toBe(true)
    expect(isNetworkSupported(sepolia, [mainnet, base])).toBe(false)
  })

  it("SPEC §5: smart account only if the active network's numeric id is enabled", () => {
    expect(isSmartAccountEnabled(base, [8453])).toBe(true)
    expect(isSmartAccountEnabled(mainnet, [8453])).toBe(false)
    expect(isSmartAccountEnabled(solana, [8453])).toBe(false)
    expect(isSmartAccountEnabled(undefined, [8453])).toBe(false)
  })

  it('SPEC §5: identity lookups only for EVM, not testnets (the identity route and the profile refresh share the rule)', () => {
    expect(isIdentitySupported(mainnet)).toBe(true)
    expect(isIdentitySupported(sepolia)).toBe(false)
    expect(isIdentitySupported(solana)).toBe(false)
  })

  it('SPEC §3: address explorer URL', () => {
    expect(addressExplorerUrl(mainnet, '0xabc')).toBe('https://etherscan.io/address/0xabc')
  })
})
