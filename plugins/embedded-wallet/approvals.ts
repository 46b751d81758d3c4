/**
 * Requests waiting for the user's decision in the ApproveTransaction view
 * (SPEC §6). Each settles once: approved, rejected, or rejected because the
 * modal closed without a decision. At most PENDING_REQUESTS_LIMIT (SPEC §9: 99)
 * wait at once: `ask` refuses the next one, and the waiting ones are untouched.
 */
import { errorIn } from '../../kernel/plugin'
import { PENDING_REQUESTS_LIMIT } from './constants'
import { refusal } from './errors'
import { EMBEDDED_WALLET_MESSAGES } from './messages'

export interface ApprovalRequest {
  id: string
  method: string
  params: unknown
}

export interface Approvals {
  /** Resolves true when approved, false when rejected or abandoned. Past the limit, throws EMBEDDED_TOO_MANY_PENDING as wallet code 5000. */
  ask(method: string, params: unknown): { request: ApprovalRequest; decision: Promise<boolean> }
  get(id: string): ApprovalRequest | undefined
  settle(id: string, approved: boolean): void
  /** Reject every pending request (the modal closed). */
  rejectAll(): void
}

export function createApprovals(limit = PENDING_REQUESTS_LIMIT): Approvals {
  const pending = new Map<string, { request: ApprovalRequest; resolve(approved: boolean): void }>()
  const settle = (id: string, approved: boolean) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    entry.resolve(approved)
  }
  return {
    ask(method, params) {
      if (pending.size >= limit) throw refusal(errorIn(EMBEDDED_WALLET_MESSAGES, 'EMBEDDED_TOO_MANY_PENDING', limit))
      const request = { id: globalThis.crypto.randomUUID(), method, params }
      const decision = new Promise<boolean>((resolve) => pending.set(request.id, { request, resolve }))
      return { request, decision }
    },
    get: (id) => pending.get(id)?.request,
    settle,
    rejectAll() {
      for (const id of [...pending.keys()]) settle(id, false)
    },
  }
}
