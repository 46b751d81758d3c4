/**
 * IIFE entry of the EIP-6963 wallet alone (global `PorticoTestWallet`): `install(config)` and the dev accounts,
 * for a page that needs no other namespace's wallet (the bench's apps). A fraction of the four-wallet script.
 */
export { installInPageTestWallet as install } from '../in-page'
export { DEV_ACCOUNTS } from '../dev-accounts'
