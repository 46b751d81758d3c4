/**
 * The form's rules (SPEC §5, §6): a receiver the namespace accepts, a positive amount with no more decimals
 * than the token has and no more than the account holds, and, unless the account is a smart account, enough
 * native token left for the network fee ('Insufficient balance', the spec's wording of that check).
 */
import { formatBalance, messageIn, type TokenBalance, type Transfers } from '../../kernel/plugin'
import { transferFee } from './fee'
import { SEND_FORM_MESSAGES, SEND_MESSAGES } from './messages'
import type { SendState } from './state'
import { decimalsOf, fractionDigits, heldUnits, isNative, toBaseUnits } from './tokens'

export interface SendRules {
  /** The active namespace's capability (transfersOf); none: nothing can be checked yet. */
  transfers?: Transfers | null
  smartAccount: boolean
}

export interface SendCheck {
  receiverError?: string
  amountError?: string
  /** The receiver as the wallet wants it, when valid. */
  receiver?: string
  /** In the token's base units, when valid. */
  amount?: bigint
  /** The fee in the native token's base units, when the gas price is known. */
  fee?: bigint
  /** Everything a transfer needs is there and valid. */
  ready: boolean
}

export function receiverError(value: string, transfers: Transfers): string | undefined {
  if (!value || transfers.isAddress(value)) return undefined
  return transfers.failsChecksum?.(value) ? SEND_FORM_MESSAGES.RECEIVER_CHECKSUM : SEND_FORM_MESSAGES.RECEIVER_INVALID
}

/** The amount's own rules; undefined when it is empty or valid. */
export function amountError(value: string, token: TokenBalance): string | undefined {
  if (!value) return undefined
  const decimals = decimalsOf(token)
  const units = toBaseUnits(value, decimals + fractionDigits(value))
  if (units === undefined || units === 0n) return SEND_FORM_MESSAGES.AMOUNT_NOT_POSITIVE
  if (fractionDigits(value) > decimals) return SEND_FORM_MESSAGES.AMOUNT_TOO_MANY_DECIMALS(token.symbol, decimals)
  if ((toBaseUnits(value, decimals) ?? 0n) > heldUnits(token)) return SEND_FORM_MESSAGES.AMOUNT_ABOVE_BALANCE(formatBalance(token.quantity.numeric), token.symbol)
  return undefined
}

/** SPEC §5/§6: the native token must cover the fee, and the amount too when it is the native token. */
export function coversFee(token: TokenBalance, amount: bigint, fee: bigint, native: TokenBalance | undefined): boolean {
  const held = native ? heldUnits(native) : 0n
  return (isNative(token) ? amount : 0n) + fee <= held
}

export function checkSend(state: SendState, { transfers, smartAccount }: SendRules): SendCheck {
  const token = state.token
  if (!transfers || !token) return { ready: false }
  const receiverText = state.receiverAddress?.trim() ?? ''
  const amountText = state.sendTokenAmount?.trim() ?? ''
  const fee = transferFee(state, transfers)
  const check: SendCheck = { ready: false, fee, receiverError: receiverError(receiverText, transfers), amountError: amountError(amountText, token) }
  if (receiverText && !check.receiverError) check.receiver = transfers.normalizeAddress(receiverText)
  if (amountText && !check.amountError) check.amount = toBaseUnits(amountText, decimalsOf(token))
  if (check.amount !== undefined && fee !== undefined && !smartAccount && !coversFee(token, check.amount, fee, state.tokenBalances.find(isNative))) {
    check.amountError = messageIn(SEND_MESSAGES, 'SEND_INSUFFICIENT_BALANCE')
    check.amount = undefined
  }
  // SPEC §5: a native transfer needs the gas price; an ERC-20 one goes without (the wallet prices it).
  check.ready = check.receiver !== undefined && check.amount !== undefined && (fee !== undefined || !transfers.needsGasPrice(token.address))
  return check
}
