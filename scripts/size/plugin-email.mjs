import { pluginSize } from './plugin-size.mjs'
// Choosing email: its descriptor and views, and the embedded-wallet plugin it requires (driver, provider,
// approvals, the frame bridge), which the kernel loads before it.
export default pluginSize('plugin-email', ['plugins/email/index.ts', 'plugins/embedded-wallet/index.ts'])
