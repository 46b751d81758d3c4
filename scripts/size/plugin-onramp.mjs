import { pluginSize } from './plugin-size.mjs'
// Choosing Buy: the descriptor, the Onramp view (form, quote, providers), the slice with the options, quote and
// popup purchase; the on-ramp routes themselves are the kernel's lazy services chunk, not counted here.
export default pluginSize('plugin-onramp', ['plugins/onramp/index.ts'])
