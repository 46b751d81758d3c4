/**
 * Answering a wallet request the test held: a test wallet in 'hang' mode (released with the decision), or the
 * WalletConnect dev wallet's tab (its Approve/Reject button for that method, by accessible name).
 */
import type { Page } from 'playwright-core'
import type { WalletControls } from '../wallets/binding-host'

export type Decision = 'approve' | 'reject'

/** Answers the held request; returns how many a test wallet was holding (1 for the dev wallet's tab). */
export async function answerRequest(wallet: Pick<WalletControls, 'release'> | Page, decision: Decision, method?: string): Promise<number> {
  if ('release' in wallet) return wallet.release(decision)
  const name = `${decision === 'approve' ? 'Approve' : 'Reject'} ${method ?? ''}`.trim()
  await wallet.getByRole('button', { name: method ? name : new RegExp(`^${name} `) }).first().click({ timeout: 60_000 })
  return 1
}

export const approveRequest = (wallet: Pick<WalletControls, 'release'> | Page, method?: string) => answerRequest(wallet, 'approve', method)
export const rejectRequest = (wallet: Pick<WalletControls, 'release'> | Page, method?: string) => answerRequest(wallet, 'reject', method)
