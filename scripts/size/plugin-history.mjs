import { pluginSize } from './plugin-size.mjs'
// Opening the Activity tab: the history descriptor, its transaction store and view (rows, month groups, paging).
// The history route itself (kernel/services/blockchain.ts) is a kernel chunk the modal loads on the first call.
export default pluginSize('plugin-history', ['plugins/history/index.ts'])
