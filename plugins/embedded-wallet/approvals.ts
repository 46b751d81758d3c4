/**
 * Requests waiting for the user's decision in the ApproveTransaction view
 * (SPEC §6). Each settles once: approved, rejected, or rejected because the
 * modal closed without a decision.
 */
export interface ApprovalRequest {
  id: string
  method: string
  params: unknown
}

export interface Approvals {
  /** Resolves true when approved, false when rejected or abandoned. */
  ask(method: string, params: unknown): { request: ApprovalRequest; decision: Promise<boolean> }
  get(id: string): ApprovalRequest | undefined
  settle(id: string, approved: boolean): void
  /** Reject every pending request (the modal closed). */
  rejectAll(): void
}

export function createApprovals(): Approvals {
  const pending = new Map<string, { request: ApprovalRequest; resolve(approved: boolean): void }>()
  const settle = (id: string, approved: boolean) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    entry.resolve(approved)
  }
  return {
    ask(method, params) {
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
