/**
 * Sessions kept under the SPEC §3 sign-in auth token key, one per namespace, as JSON. A value that does not
 * parse, or whose session is not the account's, is dropped (a tampered or foreign token never signs in).
 */
import * as z from 'zod/mini'
import type { Namespace, Storage } from '../../kernel/plugin'
import { SIWX_KEYS } from './storage-keys'
import type { SiwxSession } from './verifier'

const sessionSchema = z.object({
  data: z.looseObject({ address: z.string(), chainId: z.string(), domain: z.string(), uri: z.string(), version: z.literal('1'), nonce: z.string(), issuedAt: z.string() }),
  message: z.string(),
  signature: z.string(),
  pci: z.optional(z.string()),
})
const storedSchema = z.record(z.string(), sessionSchema)

type Stored = Partial<Record<Namespace, SiwxSession>>

export function readSessions(storage: Pick<Storage, 'get' | 'remove'>): Stored {
  const raw = storage.get(SIWX_KEYS.authToken)
  if (raw === undefined) return {}
  try {
    const parsed = z.safeParse(storedSchema, JSON.parse(raw))
    if (parsed.success) return parsed.data as Stored
  } catch {
    // not JSON: dropped below
  }
  storage.remove(SIWX_KEYS.authToken)
  return {}
}

/** The namespace's stored session when it signs in `address` (addresses compared case-insensitively for eip155). */
export function sessionFor(stored: Stored, namespace: Namespace, address: string): SiwxSession | undefined {
  const session = stored[namespace]
  if (!session) return undefined
  const same = namespace === 'eip155' ? session.data.address.toLowerCase() === address.toLowerCase() : session.data.address === address
  return same && session.message.includes(session.data.address) ? session : undefined
}

export function writeSession(storage: Pick<Storage, 'get' | 'set' | 'remove'>, namespace: Namespace, session: SiwxSession | undefined): void {
  const stored = readSessions(storage)
  if (session) stored[namespace] = session
  else delete stored[namespace]
  if (Object.keys(stored).length === 0) storage.remove(SIWX_KEYS.authToken)
  else storage.set(SIWX_KEYS.authToken, JSON.stringify(stored))
}
