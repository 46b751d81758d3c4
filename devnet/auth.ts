/**
 * Project-id and origin checks as the hosted services make them, with the
 * same refusal texts (SPEC §8): a missing or unknown projectId gives 401
 * 'Unauthorized: invalid key'; an Origin outside the allow-list gives 403
 * 'Unauthorized: origin not allowed'. Permissive by default: any non-empty
 * projectId and any origin. Change at runtime with PUT /__devnet/auth.
 */
import { json, type Middleware } from './server-utils'

export interface AuthPolicy {
  /** Accepted project ids; undefined accepts any non-empty id. */
  projectIds?: string[]
  /** Accepted Origin header values; undefined accepts any. Requests without Origin (Node) always pass. */
  origins?: string[]
}

export const AUTH_PATH = '/__devnet/auth'

export interface AuthGate {
  policy: AuthPolicy
  middleware: Middleware
}

const refuse = (description: string) => ({ status: 'FAILED', reasons: [{ field: 'projectId', description }], message: description })

export function createAuthGate(initial: AuthPolicy = {}): AuthGate {
  const gate: AuthGate = {
    policy: { ...initial },
    middleware({ req, res, url, body }) {
      if (url.pathname === AUTH_PATH) {
        if (req.method === 'PUT') gate.policy = { ...(body as AuthPolicy | undefined) }
        json(res, 200, gate.policy)
        return true
      }
      if (url.pathname.startsWith('/__devnet/')) return false
      const projectId = url.searchParams.get('projectId') ?? (body as { projectId?: unknown } | undefined)?.projectId
      const { projectIds, origins } = gate.policy
      if (typeof projectId !== 'string' || !projectId || (projectIds && !projectIds.includes(projectId))) {
        json(res, 401, refuse('Unauthorized: invalid key'))
        return true
      }
      const origin = req.headers.origin
      if (origin && origins && !origins.includes(origin)) {
        json(res, 403, refuse('Unauthorized: origin not allowed'))
        return true
      }
      return false
    },
  }
  return gate
}
