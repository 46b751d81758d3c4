import { pluginSize } from './plugin-size.mjs'
// The descriptor and its lazy adapter together: what choosing polkadot costs (@polkadot/extension-dapp's
// web3Enable, the SS58 codec with @noble/hashes' blake2b and @scure/base's base58, the account and signing checks).
export default pluginSize('adapter-polkadot', ['adapters/polkadot/index.ts'])
