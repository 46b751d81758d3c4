/**
 * The in-page sats-connect Bitcoin test wallet holding the fixed test keys, so a person without Xverse or
 * Leather can connect. Imported lazily, and only when /devnet.json asks for it (a Bitcoin network and the
 * test wallets on).
 */
import type { DevnetJson } from './devnetConfig'

export async function installBitcoinTestProvider(devnet: DevnetJson): Promise<void> {
  if (!devnet.testWallet || !devnet.bitcoin) return
  const { installInPageBitcoinWallet } = await import('portico-devnet/wallets/bip122')
  installInPageBitcoinWallet({ chain: devnet.bitcoin.network === 'mainnet' ? 'Mainnet' : 'Testnet', approval: devnet.testWallet.approval })
}
