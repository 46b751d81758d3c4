/** IIFE entry for a <script> tag: exposes `PorticoTestWallet.install(config)` (see ../in-page.ts). */
export { installInPageTestWallet as install } from '../in-page'
export { DEV_ACCOUNTS } from '../dev-accounts'
