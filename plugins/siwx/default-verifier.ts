/**
 * The default verifier: the Blockchain API's sign-in sessions (SPEC §7 `/v1/sessions/*`). Listing and revoking
 * go through the plugin's routes (routes.ts, on the kernel's service context); the nonce and the session's creation, which the spec does not show,
 * are called here (`GET /v1/sessions/nonce`, `POST /v1/sessions/{address}`), every answer validated.
 */
import * as z from 'zod/mini'
import { errorIn, type Kernel } from '../../kernel/plugin'
import { createSiwxMessage } from './message'
import { SIWX_PLUGIN_MESSAGES } from './messages'
import { getSessions, revokeSession } from './routes'
import { SIWX_KEYS } from './storage-keys'
import type { SiwxVerifier } from './verifier'

const nonceSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)) })
const sessionSchema = z.looseObject({ pci: z.string().check(z.minLength(1)) })
const refusalSchema = z.looseObject({ reasons: z.array(z.looseObject({ description: z.string() })).check(z.minLength(1)) })

type ApiKernel = Pick<Kernel, 'config' | 'services' | 'storage'>

async function call<T>(kernel: ApiKernel, path: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<T> {
  const { config } = kernel
  const url = new URL(`${config.services.blockchainApiUrl.replace(/\/+$/, '')}/${path}`)
  for (const [key, value] of Object.entries({ projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion })) if (value) url.searchParams.set(key, value)
  const response = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const refusal = z.safeParse(refusalSchema, payload)
    throw errorIn(SIWX_PLUGIN_MESSAGES, 'SIWX_VERIFIER_REFUSED', (refusal.success && refusal.data.reasons[0]?.description) || `HTTP ${response.status}`)
  }
  const parsed = z.safeParse(schema, payload)
  if (!parsed.success) throw errorIn(SIWX_PLUGIN_MESSAGES, 'SIWX_VERIFIER_BAD_RESPONSE', path)
  return parsed.data
}

export function createDefaultVerifier(kernel: ApiKernel): SiwxVerifier {
  return {
    getNonce: async () => (await call(kernel, 'v1/sessions/nonce', nonceSchema)).nonce,
    createMessage: createSiwxMessage,
    verify: async ({ data, message, signature }) => {
      // SPEC §3 sign-in nonce token: only a message signed for the nonce this page asked for is sent.
      if (kernel.storage.get(SIWX_KEYS.nonceToken) !== data.nonce) throw errorIn(SIWX_PLUGIN_MESSAGES, 'SIWX_VERIFIER_REFUSED', 'the message carries a nonce this page did not ask for')
      const { pci } = await call(kernel, `v1/sessions/${encodeURIComponent(data.address)}`, sessionSchema, { message, signature })
      return { pci }
    },
    getSessions: ({ address }) => getSessions(kernel.services.context, { address }),
    revoke: async ({ address, pci, sign }) => {
      if (!pci) return
      const { success } = await revokeSession(kernel.services.context, { address, pci, signature: await sign(pci) })
      if (!success) throw errorIn(SIWX_PLUGIN_MESSAGES, 'SIWX_VERIFIER_REFUSED', `revoke ${pci}`)
    },
  }
}
