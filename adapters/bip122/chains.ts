/**
 * Portico's Bitcoin networks are CAIP-2 ('bip122:<first 32 hex digits of the
 * genesis hash>', SPEC §3); sats-connect names a wallet's network Mainnet,
 * Testnet, Testnet4, Signet or Regtest, and an address says by its prefix
 * which kind of chain it belongs to (bech32/bech32m 'bc1'/'tb1'/'bcrt1',
 * base58 '1'/'3' or 'm'/'n'/'2').
 */
import { getAddressInfo } from 'bitcoin-address-validation'
import type { Network } from '../../kernel/plugin'

/** sats-connect's BitcoinNetworkType values. */
export type BitcoinChainName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'
/** Which addresses a chain uses: testnet3, testnet4 and signet share the 'tb1' and 'm'/'n'/'2' forms. */
export type AddressKind = 'mainnet' | 'testnet' | 'regtest'

/** The genesis-hash references of the public chains. */
const CHAINS: Readonly<Record<string, BitcoinChainName>> = {
  '000000000019d6689c085ae165831e93': 'Mainnet',
  '000000000933ea01ad0ee984209779ba': 'Testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'Testnet4',
  '00000008819873e925422c1ff0f99f7c': 'Signet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'Regtest',
}

/** The name sats-connect uses for a network; a chain of its own counts as mainnet or testnet by its flag. */
export function chainNameOf(network: Pick<Network, 'id' | 'testnet'>): BitcoinChainName {
  return CHAINS[String(network.id)] ?? (network.testnet ? 'Testnet' : 'Mainnet')
}

export function addressKindOf(network: Pick<Network, 'id' | 'testnet'>): AddressKind {
  const name = chainNameOf(network)
  return name === 'Mainnet' ? 'mainnet' : name === 'Regtest' ? 'regtest' : 'testnet'
}

/** The kind of chain a Bitcoin address belongs to, or undefined when it is no Bitcoin address (bad checksum, prefix or length). */
export function kindOfAddress(address: string): { kind: AddressKind; bech32: boolean } | undefined {
  try {
    const info = getAddressInfo(address)
    return { kind: info.network === 'signet' ? 'testnet' : info.network, bech32: info.bech32 }
  } catch {
    return undefined
  }
}

/** Whether `address` is an address of `network` (regtest shares testnet's base58 forms, so those fit both). */
export function fitsNetwork(address: string, network: Pick<Network, 'id' | 'testnet'>): boolean {
  const found = kindOfAddress(address)
  const kind = addressKindOf(network)
  return found !== undefined && (found.kind === kind || (kind === 'regtest' && !found.bech32 && found.kind === 'testnet'))
}
