/** The dev accounts of the namespaces the devnet runs no node for: what their test wallets hold. */

export interface PolkadotDevAccount {
  /** Its keyring URI. */
  uri: string
  /** Generic SS58 (prefix 42), as the test extension lists it. */
  address: string
}

export interface BitcoinDevAccount {
  chain: 'Testnet'
  /** p2wpkh payment address. */
  payment: string
  /** p2tr ordinals address. */
  ordinals: string
}

/** Substrate's well-known //Alice (sr25519); the address the test extension derives from it. */
// Written out, not derived: the keyring would cost every devnet start its load time.
export const POLKADOT_DEV_ACCOUNT: PolkadotDevAccount = { uri: '//Alice', address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY' }

/** The Bitcoin test wallet's fixed Testnet keys (wallets/bitcoin-signing.ts), loaded only when asked. */
export async function bitcoinDevAccount(): Promise<BitcoinDevAccount> {
  const { walletKeys } = await import('./wallets/bitcoin-signing')
  const keys = walletKeys('Testnet')
  return { chain: 'Testnet', payment: keys.payment.address, ordinals: keys.ordinals.address }
}
