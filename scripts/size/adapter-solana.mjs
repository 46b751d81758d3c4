import { pluginSize } from './plugin-size.mjs'
// The descriptor and its lazy adapter together: what choosing solana costs (Wallet Standard discovery,
// signing with the SPEC §5 checks, base58/base64, the kernel's JSON-RPC client). The transaction compiler
// (@solana/kit, loaded with the first transfer or fee) is measured apart: adapter-solana-kit.mjs.
export default pluginSize('adapter-solana', ['adapters/solana/index.ts'], { measuredApart: /^\.\/compiler$/ })
