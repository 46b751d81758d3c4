/** SPEC §9 swap constants. */

/** The eip155 chain ids swaps are offered on. */
export const SWAP_NETWORKS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]
/** The provider's fee, as a share of the source amount. */
export const PROVIDER_FEE_RATE = 0.0085
/** Slippage tolerance in percent. */
export const SWAP_SLIPPAGE = 1
/** Digits of the target amount in the form and in the toast. */
export const TARGET_DECIMALS = 6
export const TOAST_DECIMALS = 3
/** The placeholder address of a chain's native token in the swap and price routes. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** How many tokens the picker shows as popular. */
export const POPULAR_COUNT = 8
