/**
 * The in-page EIP-6963 test wallet holding the devnet's dev key, so a person
 * without a wallet extension can connect. Imported lazily, and only when
 * /devnet.json asks for it: a production build of the demo never loads it.
 */
import type { DevnetJson } from './devnetConfig'

export async function installTestWallet(devnet: DevnetJson): Promise<void> {
  if (!devnet.testWallet) return
  const { installInPageTestWallet } = await import('portico-devnet/wallets/eip155')
  const chains = Object.entries(devnet.rpc).map(([id, rpcUrl]) => ({ id: Number(id), rpcUrl }))
  installInPageTestWallet({ chains, approval: devnet.testWallet.approval })
}
