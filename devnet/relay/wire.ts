/** JSON-RPC 2.0 frames of the WalletConnect relay protocol, validated at the socket boundary. */
import * as z from 'zod/mini'

const rpcId = z.union([z.string(), z.number()])
export type RpcId = z.infer<typeof rpcId>

export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  method: z.string(),
  params: z.optional(z.unknown()),
})
export type RpcRequest = z.infer<typeof rpcRequestSchema>

/** The client's reply to an `irn_subscription` the relay pushed. */
export const rpcResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcId,
  result: z.optional(z.unknown()),
  error: z.optional(z.unknown()),
})

const topic = z.string().check(z.minLength(1))
// Clients send `attestation: undefined` (dropped by JSON) or a JWT string.
const attestation = z.optional(z.nullable(z.string()))

export const topicParams = z.looseObject({ topic })
export const topicsParams = z.looseObject({ topics: z.array(topic) })
export const unsubscribeParams = z.looseObject({ topic, id: z.optional(z.string()) })
export const batchUnsubscribeParams = z.looseObject({ subscriptions: z.array(unsubscribeParams) })

// Extra keys (tvf: correlationId, chainId, rpcMethods, ...) are analytics for the hosted relay.
export const publishParams = z.looseObject({
  topic,
  message: z.string().check(z.minLength(1)),
  ttl: z.number(),
  tag: z.optional(z.number()),
  prompt: z.optional(z.boolean()),
  attestation,
})
export type PublishParams = z.infer<typeof publishParams>
export const batchPublishParams = z.looseObject({ messages: z.array(publishParams) })

/** sign-client 2.2x `wc_proposeSession`: the proposal for the pairing topic (tag 1100). */
export const proposeSessionParams = z.looseObject({
  pairingTopic: topic,
  sessionProposal: z.string().check(z.minLength(1)),
  ttl: z.optional(z.number()),
  attestation,
})

/** sign-client 2.2x `wc_approveSession`: proposal response (pairing topic, 1101) + settle request (session topic, 1102). */
export const approveSessionParams = z.looseObject({
  sessionTopic: topic,
  pairingTopic: topic,
  sessionProposalResponse: z.string().check(z.minLength(1)),
  sessionSettlementRequest: z.string().check(z.minLength(1)),
  ttl: z.optional(z.number()),
})

/** The auth JWT's payload: `iss` is the client's did:key, its stable client id. */
export const jwtPayloadSchema = z.looseObject({ iss: z.string() })

export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const

/**
 * Parses a frame without losing precision on ids: clients use 19-digit integer ids
 * (`getBigIntRpcId`), which `JSON.parse` would round. Such literals become strings; the clients
 * match replies by `${id}`, so a string id in the reply is accepted.
 */
export function parseFrame(text: string): unknown {
  const bigIntegers = /([[:,]\s*)(-?\d{16,})(\s*[,}\]])/g
  try {
    return JSON.parse(text.replace(bigIntegers, '$1"$2"$3'))
  } catch {
    return undefined
  }
}

export const resultFrame = (id: RpcId, result: unknown): string => JSON.stringify({ jsonrpc: '2.0', id, result })

export const errorFrame = (id: RpcId | null, error: { code: number; message: string }): string =>
  JSON.stringify({ jsonrpc: '2.0', id, error })

export const requestFrame = (id: number, method: string, params: unknown): string =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params })
