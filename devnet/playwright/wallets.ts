/**
 * The four test wallets on a Playwright browser context, holding the devnet's dev keys: the EIP-6963 wallet
 * (dev account #0 on both anvil chains), the Wallet Standard Solana wallet (Solana dev keypair #0), the Polkadot
 * extension (//Alice) and the sats-connect Bitcoin wallet (Testnet). Install before the app's page loads.
 */
import type { BrowserContext } from 'playwright-core'
import type { Devnet } from '../index'
import { installBitcoinTestWallet, type BitcoinTestWallet, type BitcoinTestWalletOptions } from '../wallets/bitcoin-test-wallet'
import { installPolkadotTestExtension, type PolkadotTestExtension } from '../wallets/polkadot-test-extension'
import { installSolanaTestWallet, type SolanaTestWallet } from '../wallets/solana-test-wallet'
import { installTestWallet, type TestWallet, type TestWalletOptions } from '../wallets/test-wallet'
import type { WalletChain } from '../wallets/wallet-core'

export interface TestWallets {
  eip155: TestWallet
  solana: SolanaTestWallet
  polkadot: PolkadotTestExtension
  bip122: BitcoinTestWallet
}

export type WalletNamespace = keyof TestWallets

export interface InstallWalletsOptions {
  /** Which wallets (default all four). */
  namespaces?: WalletNamespace[]
  eip155?: Partial<TestWalletOptions>
  bip122?: BitcoinTestWalletOptions
  /** The Polkadot account's keyring URI (default //Alice). */
  polkadotUri?: string
}

/** Both anvil chains, as the EIP-6963 wallet knows them (through the devnet's RPC fault proxy). */
export function devnetWalletChains(devnet: Pick<Devnet, 'chains'>): WalletChain[] {
  const names: Record<number, string> = { 1: 'Ethereum', 8453: 'Base' }
  return Object.values(devnet.chains).map((chain) => ({ id: chain.chainId, rpcUrl: chain.rpcUrl, name: names[chain.chainId] ?? `Chain ${chain.chainId}` }))
}

export async function installWallets(context: BrowserContext, devnet: Pick<Devnet, 'chains' | 'solana' | 'urls'>, options: InstallWalletsOptions = {}): Promise<Partial<TestWallets>> {
  const wanted = new Set(options.namespaces ?? ['eip155', 'solana', 'polkadot', 'bip122'])
  const wallets: Partial<TestWallets> = {}
  if (wanted.has('eip155')) wallets.eip155 = await installTestWallet(context, { chains: devnetWalletChains(devnet), ...options.eip155 })
  const solanaKey = devnet.solana.accounts[0]
  if (wanted.has('solana') && solanaKey) {
    wallets.solana = await installSolanaTestWallet(context, { secretKey: solanaKey.secretKey, rpcUrl: devnet.urls.solanaRpc, caipNetworkId: devnet.solana.caipNetworkId as `${string}:${string}` })
  }
  if (wanted.has('polkadot')) wallets.polkadot = await installPolkadotTestExtension(context, options.polkadotUri ? { uri: options.polkadotUri } : {})
  if (wanted.has('bip122')) wallets.bip122 = await installBitcoinTestWallet(context, options.bip122 ?? {})
  return wallets
}
