import { embeddedPluginSize } from './embedded-plugin.mjs'
// Choosing socials: the descriptor, then on first use its views (QR code included), the embedded wallet and the frame bridge.
export default embeddedPluginSize('plugin-socials', 'plugins/socials/index.ts')
