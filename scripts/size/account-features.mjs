import { pluginSize } from './plugin-size.mjs'
// The Account view's other lazy part: the wallet feature row with its concept icons and the account action pills.
export default pluginSize('account-features', ['kernel/ui/account/AccountFeatures.tsx'])
