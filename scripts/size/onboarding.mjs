import { ONBOARDING_VIEWS } from './modal.mjs'
import { pluginSize } from './plugin-size.mjs'
// The onboarding views (What is a wallet?, Get a wallet) that the Connect view's "?" and footer open: lazy
// chunks with their CSS and illustrations, loaded when the person goes there.
export default pluginSize('onboarding', ONBOARDING_VIEWS.map((file) => `kernel/ui/views/${file}`))
