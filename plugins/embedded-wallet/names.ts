/** The names the descriptor needs before anything loads (no runtime import: it ships in the page's first chunk). */
export const EMBEDDED_WALLET_PLUGIN = 'embedded-wallet'
/** The auth connector's id (SPEC §3 connector type AUTH), the same as kernel/plugin's AUTH_CONNECTOR_ID. */
export const AUTH_CONNECTOR = 'ID_AUTH'
