import { pluginSize } from './plugin-size.mjs'
// Choosing Send: the descriptor, the form and preview views, the slice and its actions, and the viem parts it
// uses (ERC-20 calldata encoding, parseUnits/formatUnits), which no other first-use part shares with it.
export default pluginSize('plugin-send', ['plugins/send/index.ts'])
