import { pluginSize } from './plugin-size.mjs'
// Choosing Swap: the descriptor, the swap form and token picker views, the slice with the SPEC §4 flow, and
// the parts of viem it uses (parseUnits/formatUnits through kernel/plugin; no ABI encoding: the routes build calldata).
export default pluginSize('plugin-swaps', ['plugins/swaps/index.ts'])
