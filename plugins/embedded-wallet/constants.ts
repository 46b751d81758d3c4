/** The embedded wallet's SPEC §9 constants, each defined here once. */

/** SPEC §9 "pending transactions limit 99": requests waiting for the user's approval at once; the 100th is refused. */
export const PENDING_REQUESTS_LIMIT = 99
/** SPEC §9 "email login cooldown 30 s" (the frame's allowed-to-trigger interval). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
