/**
 * IIFE entry for a plain <script> tag (any test runner, or a page a person opens): exposes
 * `PorticoTestWallets.install(config)` (the EIP-6963 wallet, see ../in-page.ts), `installSolana`,
 * `installPolkadot`, `installBitcoin` and the dev accounts.
 */
export { installInPageTestWallet as install } from '../in-page'
export { installInPageSolanaWallet as installSolana } from '../solana-in-page'
export { installInPagePolkadotExtension as installPolkadot } from '../polkadot-in-page'
export { installInPageBitcoinWallet as installBitcoin } from '../bitcoin-in-page'
export { DEV_ACCOUNTS } from '../dev-accounts'
