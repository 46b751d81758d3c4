/**
 * How the test wallet's imaginary user answers prompts: approve, reject,
 * hang (never answer until the test releases), or answer after a delay. Rules:
 * a one-shot rule for the next matching prompt wins, then a per-method mode,
 * then the default.
 */
import type { ApprovalDecision } from './wallet-core'

/** Answer after `ms` (on the clock the wallet's host gives: the page's, for the Playwright wallets), then `then` (default approve). */
export interface WalletDelay {
  delayMs: number
  then?: ApprovalDecision
}
export type WalletMode = 'approve' | 'reject' | 'hang' | WalletDelay
export interface ModeScope {
  /** Only prompts of this method (e.g. 'personal_sign'). */
  method?: string
  /** Only the next matching prompt. */
  once?: boolean
}

export interface ApprovalModes {
  set(mode: WalletMode, scope?: ModeScope): void
  decide(method: string): Promise<ApprovalDecision>
  /** Answer every hanging prompt; returns how many there were. */
  release(decision: ApprovalDecision): number
  pendingCount(): number
}

/** Waits `ms` on the host's clock. */
export type Sleep = (ms: number) => Promise<void>
const realTime: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export function createApprovalModes(sleep: Sleep = realTime): ApprovalModes {
  let defaultMode: WalletMode = 'approve'
  const byMethod = new Map<string, WalletMode>()
  const once: Array<{ mode: WalletMode; method?: string }> = []
  const hanging = new Set<(decision: ApprovalDecision) => void>()

  function modeFor(method: string): WalletMode {
    const index = once.findIndex((rule) => rule.method === undefined || rule.method === method)
    if (index >= 0) return once.splice(index, 1)[0]?.mode ?? defaultMode
    return byMethod.get(method) ?? defaultMode
  }

  return {
    set(mode, scope = {}) {
      if (scope.once) once.push(scope.method === undefined ? { mode } : { mode, method: scope.method })
      else if (scope.method) byMethod.set(scope.method, mode)
      else defaultMode = mode
    },
    decide(method) {
      const mode = modeFor(method)
      if (typeof mode === 'object') return sleep(mode.delayMs).then(() => mode.then ?? 'approve')
      if (mode !== 'hang') return Promise.resolve(mode)
      return new Promise((resolve) => {
        const settle = (decision: ApprovalDecision) => {
          hanging.delete(settle)
          resolve(decision)
        }
        hanging.add(settle)
      })
    },
    release(decision) {
      const waiting = [...hanging]
      for (const settle of waiting) settle(decision)
      return waiting.length
    },
    pendingCount: () => hanging.size,
  }
}
