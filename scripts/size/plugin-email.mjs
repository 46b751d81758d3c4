import { embeddedPluginSize } from './embedded-plugin.mjs'
// Choosing email: the descriptor, then on first use its views, the embedded wallet and the frame bridge.
export default embeddedPluginSize('plugin-email', 'plugins/email/index.ts')
