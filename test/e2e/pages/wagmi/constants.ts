/** What the wagmi test page sends and where: shared by the page and its test. */
import type { Address } from 'viem'

/** An address no dev account uses, so its balances move only by what the test sends. */
export const RECIPIENT: Address = '0x000000000000000000000000000000000000b0b0'
export const SEND_ETH = '0.0123'
/** USDC (6 decimals) on the devnet. */
export const SEND_TOKEN = '1.5'
export const TOKEN_DECIMALS = 6
