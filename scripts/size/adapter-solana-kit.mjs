import { pluginSize } from './plugin-size.mjs'
// The solana adapter's transaction compiler, a chunk loaded with the first transfer or fee it builds:
// @solana/kit's message compiler and wire encoder, the System and Token programs' instruction builders.
export default pluginSize('adapter-solana-kit', ['adapters/solana/compiler.ts'])
