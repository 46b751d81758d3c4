/**
 * `portico-devnet/playwright`: the test wallets driven from Playwright (each request recorded; approve, reject,
 * hang or delay per method and per call), helpers that drive the real modal by accessible names, assertions
 * against the devnet's chains, the session clock, and fixtures for Playwright Test. The helpers take a
 * playwright-core `Page`, so they work under any runner (Portico's own tests drive them from vitest).
 */
export { installWallets, devnetWalletChains, type InstallWalletsOptions, type TestWallets, type WalletNamespace } from './wallets'
export { TEST_WALLET_NAMES, connectWallet, loginWithEmail, modalOf, openModal, pairWalletConnect, pickWallet, type ModalOptions } from './modal'
export { answerRequest, approveRequest, rejectRequest, type Decision } from './requests'
export { balanceOf, transactionMined } from './chain'
export { serveDevnetJson } from './devnet-json'
export { installSessionClock, pageNow, type SessionClock } from './clock'
export { fixtures, type DevnetWorkerFixtures, type WalletTestFixtures } from './fixtures'

export { installTestWallet, type RecordedCall, type TestWallet, type TestWalletOptions } from '../wallets/test-wallet'
export { installSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletOptions } from '../wallets/solana-test-wallet'
export { installPolkadotTestExtension, type PolkadotTestExtension } from '../wallets/polkadot-test-extension'
export { installBitcoinTestWallet, type BitcoinTestWallet, type BitcoinTestWalletOptions } from '../wallets/bitcoin-test-wallet'
export type { Tamper, WalletControls } from '../wallets/binding-host'
export type { ModeScope, WalletDelay, WalletMode } from '../wallets/approval-modes'
export type { ApprovalDecision, WalletChain } from '../wallets/wallet-core'
export { walletScript, type WalletScript } from '../wallets/scripts'
