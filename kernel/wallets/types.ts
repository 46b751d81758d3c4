/** The wallet-registry shapes the lists use, as the registry service defines them (SPEC §3, §7). */
import type { GetWalletsArgs, WalletEntry, WalletPage } from '../services'

export type RegistryWallet = WalletEntry
export type GetWallets = (args: GetWalletsArgs) => Promise<WalletPage>
