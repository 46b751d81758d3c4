/**
 * What the slice derives from the kernel state after every change: the sendable tokens of the active account
 * (native first), the chosen token kept when it is still there (else the first), and the USD figures.
 */
import { selectActiveAccount, type Kernel, type KernelState } from '../../kernel/plugin'
import { sendContext } from './context'
import { feeInUsd, transferFee } from './fee'
import type { SendState } from './state'
import { isNative, sendableTokens, tokenKey } from './tokens'
import { transfersOf } from './transfers'

export function derive(draft: SendState, kernel: Pick<Kernel, 'store' | 'adapter'>): void {
  const state = kernel.store.getState()
  const balances = sendableTokens(selectActiveAccount(state)?.tokenBalance ?? [])
  const chosen = draft.token && tokenKey(draft.token)
  draft.tokenBalances = balances
  draft.token = balances.find((token) => tokenKey(token) === chosen) ?? balances[0]
  const native = balances.find(isNative)
  draft.networkBalanceInUSD = native ? (native.value ?? Number(native.quantity.numeric) * native.price) : 0
  const { namespace, network } = sendContext(state)
  const fee = transferFee(draft, transfersOf(kernel).of(namespace))
  draft.gasPriceInUSD = fee !== undefined && network ? feeInUsd(fee, network.nativeCurrency.decimals, native) : undefined
}

/** The tokens a derive reads: when this reference changes, derive again. */
export const balancesOf = (state: KernelState) => selectActiveAccount(state)?.tokenBalance
