import { WALLET_PROMPT } from './modal.mjs'
import { pluginSize } from './plugin-size.mjs'
// The view a wallet click shows (waiting for the wallet, its refusal, "not installed"): a lazy chunk of its own,
// fetched while the wallet list is on screen, so a first open does not wait for it.
export default pluginSize('wallet-prompt', [`kernel/ui/views/${WALLET_PROMPT}`])
