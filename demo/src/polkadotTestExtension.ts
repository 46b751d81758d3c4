/**
 * The in-page Polkadot test extension holding a dev sr25519 key, so a person without a Polkadot
 * extension can connect. Imported lazily, and only when /devnet.json asks for it.
 */
import type { DevnetJson } from './devnetConfig'

export async function installPolkadotTestExtension(devnet: DevnetJson): Promise<void> {
  const uri = devnet.testWallet?.polkadotUri
  if (!uri || !devnet.polkadot) return
  const { installInPagePolkadotExtension } = await import('portico-devnet/wallets/polkadot')
  installInPagePolkadotExtension({ uri, approval: devnet.testWallet?.approval })
}
