import { pluginSize } from './plugin-size.mjs'
// Configuring a sign-in: the descriptor, the config check, the default verifier, the CAIP-122 message, the
// stored sessions and the view, all loaded at start. The Sessions view (feature smartSessions, off by default,
// loaded when first opened) is measured apart: plugin-siwx-sessions.mjs.
export default pluginSize('plugin-siwx', ['plugins/siwx/index.ts'], { measuredApart: /^\.\/views\/Sessions$/ })
