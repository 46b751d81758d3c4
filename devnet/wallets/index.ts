/**
 * `portico-devnet/wallets`: the test wallets as they run in the page, holding the devnet's public dev keys.
 * Browser-safe (no Node import): a dapp's dev build or a test page installs them before its modal starts.
 * The Node side that drives them from Playwright (approve, reject or hang per method and per call, a record of
 * every request) is `portico-devnet/playwright`; the same wallets as one plain <script> are
 * `portico-devnet/wallets/script` (global `PorticoTestWallets`).
 */
export { installInPageTestWallet, type InPageTestWallet, type InPageTestWalletConfig } from './in-page'
export { installInPageSolanaWallet, type InPageSolanaWalletConfig } from './solana-in-page'
export { installInPagePolkadotExtension, type InPagePolkadotExtensionConfig } from './polkadot-in-page'
export { installInPageBitcoinWallet, type InPageBitcoinWalletConfig } from './bitcoin-in-page'
export { DEV_ACCOUNTS, DEV_MNEMONIC } from './dev-accounts'

// The building blocks: a runner other than Playwright hosts a wallet core on its own bridge with these.
export { inPageControls, type InPageApproval, type InPageControls } from './in-page-controls'
export { createApprovalModes, type ApprovalModes, type ModeScope, type Sleep, type WalletDelay, type WalletMode } from './approval-modes'
export { createWalletCore, type ApprovalDecision, type WalletChain, type WalletCore, type WalletPersistedState } from './wallet-core'
export { announceProvider, createPageProvider, ProviderRpcError, TEST_WALLET_INFO, type PageProvider, type WalletAnnouncementInfo } from './page-provider'
export { serializeRpcError, WalletRpcError, type SerializedRpcError } from './rpc-errors'
export { PAGE_PROVIDER_GLOBAL } from './binding-envelope'
export { createSolanaWalletCore, type SolanaWalletCore, type SolanaWalletState } from './solana-core'
export { createSolanaPageWallet, SOLANA_PAGE_GLOBAL, SOLANA_TEST_WALLET_NAME, type SolanaPageWallet } from './solana-page-wallet'
export { createPolkadotExtensionCore, DEFAULT_DEV_URI as POLKADOT_DEV_URI, type PolkadotExtensionCore, type PolkadotExtensionState } from './polkadot-core'
export { injectPolkadotPageExtension, POLKADOT_PAGE_GLOBAL, POLKADOT_TEST_EXTENSION_KEY, POLKADOT_TEST_EXTENSION_NAME } from './polkadot-page-extension'
export { createBitcoinWalletCore, type BitcoinChain, type BitcoinWalletCore, type BitcoinWalletState } from './bitcoin-core'
export { BITCOIN_PAGE_GLOBAL, BITCOIN_PROVIDER_ID, BITCOIN_TEST_PROVIDER_NAME, createBitcoinPageWallet } from './bitcoin-page-provider'
export { FAKE_UTXOS, TRANSFER_FEE } from './bitcoin-signing'
