/** The plugin this one requires, by name (no runtime import: the descriptor ships in the page's first chunk). */
export const EMBEDDED_WALLET_PLUGIN = 'embedded-wallet'
