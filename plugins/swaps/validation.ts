/** SPEC §5 swap checks: the amount as typed, the balance and gas funds, and when the swap is available. */
import {  } from '../../kernel/plugin'
import type { SwapContext } from './context'
import { toBaseUnits } from './math'
import { SWAP_FORM_MESSAGES, SWAP_MESSAGES } from './messages'
import type { SwapState } from './state'

/** The amount's own error: none while empty; 'Please enter a valid amount' for 0 or not a number. */
export function amountError(state: Pick<SwapState, 'sourceToken' | 'sourceTokenAmount'>): string | undefined {
  const { sourceToken, sourceTokenAmount } = state
  const text = sourceTokenAmount.trim()
  if (!sourceToken || text === '') return undefined
  if (/^\d*\.?\d*$/.test(text) && (text.split('.')[1]?.length ?? 0) > sourceToken.decimals) {
    return SWAP_FORM_MESSAGES.TOO_MANY_DECIMALS(sourceToken.symbol, sourceToken.decimals)
  }
  const amount = toBaseUnits(text, sourceToken.decimals)
  return amount === undefined || amount === 0n ? SWAP_MESSAGES.SWAP_ENTER_VALID_AMOUNT : undefined
}

/**
 * 'Insufficient balance' when the source balance is below the amount, or (not for smart accounts, SPEC §6)
 * when the network token's balance in USD is zero or below the gas cost.
 */
export function balanceError(state: SwapState, smartAccount: boolean): string | undefined {
  const { sourceToken } = state
  if (!sourceToken) return undefined
  const amount = toBaseUnits(state.sourceTokenAmount, sourceToken.decimals) ?? 0n
  const held = toBaseUnits(sourceToken.quantity?.numeric ?? '0', sourceToken.decimals) ?? 0n
  if (held < amount) return SWAP_MESSAGES.SWAP_INSUFFICIENT_BALANCE
  if (!smartAccount && (state.networkBalanceInUSD <= 0 || state.networkBalanceInUSD < state.gasPriceInUSD)) return SWAP_MESSAGES.SWAP_INSUFFICIENT_BALANCE
  return undefined
}

/** SPEC §5: a connected address, both tokens with address and decimals, an amount above 0, a quote, no input error. */
export function canSwap(state: SwapState, context: Pick<SwapContext, 'address' | 'supported'>): boolean {
  const { sourceToken, toToken } = state
  if (!context.address || !context.supported || !sourceToken || !toToken || state.inputError) return false
  const amount = toBaseUnits(state.sourceTokenAmount, sourceToken.decimals)
  if (amount === undefined || amount === 0n || state.toTokenAmount === '') return false
  return state.swapTransaction !== undefined || state.approvalTransaction !== undefined
}
