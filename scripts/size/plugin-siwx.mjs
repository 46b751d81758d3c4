import { pluginSize } from './plugin-size.mjs'
// Configuring a sign-in: the descriptor, the config check, the default verifier, the CAIP-122 message, the
// stored sessions and the view, all loaded at start.
export default pluginSize('plugin-siwx', ['plugins/siwx/index.ts'])
