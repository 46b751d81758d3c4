/**
 * What a test runner other than Playwright gets from an in-page wallet: the same approval rules as the
 * Playwright wallets ('scripted': approve, reject, hang or delay per method and per call, on the page's own
 * clock) and a record of every request with its outcome. 'auto' approves everything; 'confirm' asks the person
 * (or the runner's dialog handler) with window.confirm.
 */
import { createApprovalModes, type ModeScope, type WalletMode } from './approval-modes'
import type { RecordedCall } from './binding-host'
import { serializeRpcError } from './rpc-errors'
import type { ApprovalDecision } from './wallet-core'

export type InPageApproval = 'auto' | 'confirm' | 'scripted'

export interface InPageControls {
  /** With approval 'scripted': how the wallet answers (for all, one method, or only the next prompt). */
  mode(mode: WalletMode, scope?: ModeScope): void
  /** Answer prompts held by 'hang'; returns how many were waiting. */
  release(decision: ApprovalDecision): number
  /** Requests seen so far, optionally of one method. */
  calls(method?: string): RecordedCall[]
}

export function inPageControls(walletName: string, approval: InPageApproval) {
  const modes = createApprovalModes()
  const calls: RecordedCall[] = []
  const controls: InPageControls = {
    mode: (mode, scope) => modes.set(mode, scope),
    release: (decision) => modes.release(decision),
    calls: (method) => (method ? calls.filter((call) => call.method === method) : [...calls]),
  }
  return {
    controls,
    approve({ method }: { method: string }): ApprovalDecision | Promise<ApprovalDecision> {
      if (approval === 'scripted') return modes.decide(method)
      return approval === 'auto' || window.confirm(`${walletName}\n\nApprove ${method}?`) ? 'approve' : 'reject'
    },
    /** Runs one request, recording it and its outcome ('ok' or the wallet error code). */
    async record<T>(args: { method: string; params?: unknown }, run: () => Promise<T>): Promise<T> {
      const call: RecordedCall = args.params === undefined ? { method: args.method } : { method: args.method, params: args.params }
      calls.push(call)
      try {
        const result = await run()
        call.outcome = 'ok'
        return result
      } catch (error) {
        call.outcome = serializeRpcError(error).code
        throw error
      }
    },
  }
}
