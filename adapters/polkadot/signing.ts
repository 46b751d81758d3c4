/**
 * Message signing through an extension's signer: `signRaw` with the message
 * as hex bytes (type 'bytes'; the extension signs them wrapped in
 * <Bytes>…</Bytes>, so a signed message can never be a valid extrinsic). The
 * answer is checked: a hex signature of 64 bytes (sr25519, ed25519) or 65
 * (ecdsa). Extensions reject a cancelled request with a plain Error
 * ('Cancelled' in polkadot{.js}), so a refusal is read from its words too.
 */
import * as z from 'zod/mini'
import { hex } from '@scure/base'
import { WALLET_ERROR_CODES, errorIn } from '../../kernel/plugin'
import type { EnabledExtension } from './extensions'
import { invalidExtensionResponse, POLKADOT_MESSAGES, refused, signFailed } from './messages'

const signRawResult = z.object({
  id: z.optional(z.number()),
  signature: z.templateLiteral(['0x', z.string().check(z.regex(/^([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/))]),
})

const REFUSAL_WORDS = /cancel|reject|denied|declin/i

/** A user's refusal: the wallet code 4001 anywhere in the cause chain, or an error that says so. */
export function isRefusal(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (code === WALLET_ERROR_CODES.USER_REJECTED || (typeof message === 'string' && REFUSAL_WORDS.test(message))) return true
    current = (current as { cause?: unknown }).cause
  }
  return typeof error === 'string' && REFUSAL_WORDS.test(error)
}

/** The UTF-8 bytes of a message as 0x-hex, the form signRaw takes. */
export function messageHex(message: string): `0x${string}` {
  return `0x${hex.encode(new TextEncoder().encode(message))}`
}

/** signRaw of `message` by `address` (as the extension wrote it); resolves to the 0x-hex signature. */
export async function signRawMessage(extension: EnabledExtension, address: string, message: string): Promise<`0x${string}`> {
  const signer = extension.signer
  if (typeof signer?.signRaw !== 'function') throw errorIn(POLKADOT_MESSAGES, 'POLKADOT_CANNOT_SIGN', extension.name)
  let answer: unknown
  try {
    answer = await signer.signRaw({ address, data: messageHex(message), type: 'bytes' })
  } catch (error) {
    throw isRefusal(error) ? refused('POLKADOT_SIGNATURE_REJECTED', extension.name, error) : signFailed(extension.name, error)
  }
  const parsed = signRawResult.safeParse(answer)
  if (!parsed.success) throw invalidExtensionResponse('signRaw', answer)
  return parsed.data.signature
}
