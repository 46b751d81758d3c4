import { LATER_VIEWS } from './modal.mjs'
import { pluginSize } from './plugin-size.mjs'
// The built-in views reached from the first ones (All wallets with its search and windowed grid, Networks,
// Unsupported chain): lazy chunks of their own, loaded when the person goes there.
export default pluginSize('later-views', LATER_VIEWS.map((file) => `kernel/ui/views/${file}`))
