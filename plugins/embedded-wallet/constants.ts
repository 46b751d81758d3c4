/** The embedded wallet's SPEC §9 constants, each defined here once. */

/** SPEC §9 "pending transactions limit 99": requests waiting for the user's approval at once; the 100th is refused. */
export const PENDING_REQUESTS_LIMIT = 99
