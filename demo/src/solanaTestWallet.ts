/**
 * The in-page Wallet Standard Solana test wallet holding the devnet's Solana dev keypair #0, so a person
 * without a Solana wallet extension can connect. Imported lazily, and only when /devnet.json asks for it.
 */
import type { DevnetJson } from './devnetConfig'

export async function installSolanaTestWallet(devnet: DevnetJson): Promise<void> {
  const secretKey = devnet.testWallet?.solanaSecretKey
  if (!secretKey || !devnet.solana) return
  const { installInPageSolanaWallet } = await import('portico-devnet/wallets/solana')
  await installInPageSolanaWallet({ secretKey, rpcUrl: devnet.solana.rpc, caipNetworkId: devnet.solana.caipNetworkId, approval: devnet.testWallet?.approval })
}
