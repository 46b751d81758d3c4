/** The WalletConnect plugin's SPEC §9 constants, each defined here once. */

/** SPEC §9 "pairing expiry 4 min". */
export const PAIRING_EXPIRY_MS = 4 * 60 * 1000
/** SPEC §9 "expired when 10 s or less remain". */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000

/** The view that draws WalletConnect's mark where its connector is listed (Connect), by the connector's `markView`. */
export const WALLETCONNECT_MARK_VIEW = 'WalletConnectMark'
