import { pluginSize } from './plugin-size.mjs'
// Choosing socials: its descriptor and views (QR code included), and the embedded-wallet plugin it requires.
export default pluginSize('plugin-socials', ['plugins/socials/index.ts', 'plugins/embedded-wallet/index.ts'], { followDynamic: /^qrcode$/ })
