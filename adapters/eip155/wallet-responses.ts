/** zod/mini schemas for what a wallet returns: wallets are a trust boundary (DESIGN: every boundary validates). */
import * as z from 'zod/mini'
import { errorIn } from '../../kernel/plugin'
import { isEvmAddress } from './address'
import { EIP155_MESSAGES } from './errors'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export const addressSchema = z.string().check(z.regex(HEX_ADDRESS))
/** Where an app sends funds: a mixed-case address must also carry its EIP-55 checksum (a failing one is a typo). */
export const receiverSchema = z.string().check(z.regex(HEX_ADDRESS), z.refine(isEvmAddress))
export const accountsSchema = z.array(addressSchema)
/** eth_chainId: a 0x-prefixed hex quantity without leading zeros beyond '0x0'. */
export const chainIdHexSchema = z.string().check(z.regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/))
export const transactionHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
export const signatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))
export const hexQuantitySchema = chainIdHexSchema
export const hexDataSchema = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))

/** Parse a wallet value, naming the method in the error so a bad wallet is easy to spot. */
export function parseWalletResponse<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
  const result = schema.safeParse(value)
  if (!result.success) throw errorIn(EIP155_MESSAGES, 'INVALID_WALLET_RESPONSE', method)
  return result.data
}

/** Validate a value the app passed in (an address, calldata) before it reaches the wallet. */
export function parseInput<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value)
  if (!result.success) throw errorIn(EIP155_MESSAGES, 'INVALID_INPUT', what, String(value))
  return result.data
}

/** Wallets may send chainId as hex (EIP-1193) or, in older ones, as a number or decimal string. */
export function parseChainId(value: unknown, method: string): number {
  const chainId =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[1-9][0-9]*$/.test(value)
        ? Number(value)
        : Number.parseInt(parseWalletResponse(chainIdHexSchema, value, method), 16)
  // An id beyond 2^53 rounds to another chain's number: it is no chain id here.
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw errorIn(EIP155_MESSAGES, 'INVALID_WALLET_RESPONSE', method)
  return chainId
}
