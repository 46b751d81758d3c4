import { pluginSize } from './plugin-size.mjs'
// The descriptor and its lazy adapter together: what choosing eip155 costs.
export default pluginSize('adapter-eip155', ['adapters/eip155/index.ts'])
