import { pluginSize } from './plugin-size.mjs'
// Choosing WalletConnect: the descriptor, the driver and views it loads at start and on first use, and the
// SDK loader. The WalletConnect SDK and qrcode are measured by their own packages, zod/mini by the kernel
// runtime that already ships it: they stay external.
export default pluginSize('plugin-walletconnect', ['plugins/walletconnect/index.ts'], { external: ['@walletconnect/*', 'qrcode'] })
