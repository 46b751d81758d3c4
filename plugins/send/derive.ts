/**
 * What the slice derives from the kernel state after every change: the sendable tokens of the active account
 * (native first), the chosen token (chooseToken), and the USD figures.
 */
import { selectActiveAccount, type Kernel, type KernelState, type TokenBalance } from '../../kernel/plugin'
import { sendContext } from './context'
import { feeInUsd, transferFee } from './fee'
import type { SendState } from './state'
import { isNative, sendableTokens, tokenKey } from './tokens'
import { transfersOf } from './transfers'

export function derive(draft: SendState, kernel: Pick<Kernel, 'store' | 'adapter'>): void {
  const state = kernel.store.getState()
  const balances = sendableTokens(selectActiveAccount(state)?.tokenBalance ?? [])
  draft.tokenBalances = balances
  draft.token = chooseToken(draft, balances)
  const native = balances.find(isNative)
  draft.networkBalanceInUSD = native ? (native.value ?? Number(native.quantity.numeric) * native.price) : 0
  const { namespace, network } = sendContext(state)
  const fee = transferFee(draft, transfersOf(kernel).of(namespace))
  draft.gasPriceInUSD = fee !== undefined && network ? feeInUsd(fee, network.nativeCurrency.decimals, native) : undefined
}

/**
 * The token the form shows (picked or the default) while the list has it, else the first (native) one. A list that
 * is empty for a moment (a balance route that fails answers [], SPEC §8) holds it for when the tokens come back; a
 * list without it (another network, a token spent to zero) drops it and the amount typed for it, so an amount never
 * moves to another token unseen.
 */
function chooseToken(draft: SendState, balances: TokenBalance[]): TokenBalance | undefined {
  const wanted = draft.token ? tokenKey(draft.token) : draft.heldTokenKey
  draft.heldTokenKey = balances.length === 0 ? wanted : undefined
  const kept = balances.find((token) => tokenKey(token) === wanted)
  if (!kept && balances.length > 0 && wanted !== undefined) draft.sendTokenAmount = undefined
  return kept ?? balances[0]
}

/** The tokens a derive reads: when this reference changes, derive again. */
export const balancesOf = (state: KernelState) => selectActiveAccount(state)?.tokenBalance
