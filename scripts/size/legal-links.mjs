import { pluginSize } from './plugin-size.mjs'
// The legal links' lazy chunk: the legalCheckbox gate or the footer, loaded with Connect and AllWallets when the app links its terms or policy.
export default pluginSize('legal-links', ['kernel/ui/legal/Legal.tsx'])
