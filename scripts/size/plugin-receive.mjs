import { pluginSize } from './plugin-size.mjs'
// Opening Receive: the descriptor, the WalletReceive view, the QR primitive and the QR encoder it loads on first render.
export default pluginSize('plugin-receive', ['plugins/receive/index.ts'], { followDynamic: /^qrcode$/ })
