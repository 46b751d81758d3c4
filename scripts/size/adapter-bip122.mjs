import { pluginSize } from './plugin-size.mjs'
// The descriptor, its lazy adapter (WBIP004 discovery, address checks, the request shapes) and the sats-connect
// layer the adapter imports on the first wallet request, with the SDK itself: what choosing bip122 costs once a
// Bitcoin wallet is asked something.
export default pluginSize('adapter-bip122', ['adapters/bip122/index.ts'])
