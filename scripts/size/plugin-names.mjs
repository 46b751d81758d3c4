import { pluginSize } from './plugin-size.mjs'
// Choosing 'Register name': the descriptor, the two views, the slice and its actions (the profile routes are a
// kernel chunk), and the embedded-wallet plugin it requires, which the kernel loads before it.
export default pluginSize('plugin-names', ['plugins/names/index.ts', 'plugins/embedded-wallet/index.ts'])
