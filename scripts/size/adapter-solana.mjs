import { pluginSize } from './plugin-size.mjs'
// The descriptor and its lazy adapter together: what choosing solana costs (Wallet Standard discovery,
// the wire-format helpers, base58/base64, the kernel's JSON-RPC client).
export default pluginSize('adapter-solana', ['adapters/solana/index.ts'])
