import { pluginSize } from './plugin-size.mjs'
// The Account view's lazy parts: the tab strip and its Tokens and NFTs tabs (what the modal loads when Account opens).
export default pluginSize('account-tabs', ['kernel/ui/account/AccountTabs.tsx', 'kernel/ui/account/TokensTab.tsx', 'kernel/ui/account/NftsTab.tsx'])
