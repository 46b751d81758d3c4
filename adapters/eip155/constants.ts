/**
 * The eip155 adapter's SPEC §9 constants, each defined here once: what a contract call built elsewhere costs
 * when its builder named no gas, how long its receipt is waited for and how often it is asked for, and the
 * base-fee multiplier of the adapter's own fee estimate.
 */

/** SPEC §9 "default swap gas units 150000": the gas units of a call whose built transaction names none. */
export const DEFAULT_CALL_GAS = 150_000n
/** SPEC §9 "receipt wait 180000 ms": how long a sent transaction's receipt is waited for. */
export const RECEIPT_TIMEOUT_MS = 180_000
/** SPEC §9 "fallback polling 4000 ms": a receipt that is not there yet is asked for again this much later. */
export const RECEIPT_POLL_MS = 4_000
/** SPEC §9 "base fee multiplier 1.2": the adapter's own fee estimate pays the latest base fee times this. */
export const BASE_FEE_MULTIPLIER = 1.2
