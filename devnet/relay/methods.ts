/**
 * The relay's JSON-RPC methods. Each takes the caller and its raw params and returns the result,
 * or `undefined` when the params do not match the method (the socket replies "Invalid params").
 */
import type * as z from 'zod/mini'
import type { Broker, Peer } from './broker'
import {
  approveSessionParams,
  batchPublishParams,
  batchUnsubscribeParams,
  proposeSessionParams,
  publishParams,
  topicParams,
  topicsParams,
  unsubscribeParams,
  type PublishParams,
} from './wire'

/** Tags sign-client gives these payloads (ENGINE_RPC_OPTS in @walletconnect/sign-client). */
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const
/** TTL of the session-proposal payloads when the client sends none (sign-client's FIVE_MINUTES). */
const PROPOSAL_TTL_SECONDS = 300

type Method = (broker: Broker, peer: Peer, params: unknown) => unknown

function withParams<S extends z.ZodMiniType>(schema: S, run: (broker: Broker, peer: Peer, params: z.infer<S>) => unknown): Method {
  return (broker, peer, raw) => {
    const parsed = schema.safeParse(raw)
    return parsed.success ? run(broker, peer, parsed.data) : undefined
  }
}

function publishOne(broker: Broker, peer: Peer, params: PublishParams): void {
  broker.publish(peer, {
    topic: params.topic,
    message: params.message,
    ttlSeconds: params.ttl,
    tag: params.tag ?? 0,
    ...(params.attestation ? { attestation: params.attestation } : {}),
  })
}

export const RELAY_METHODS: Readonly<Record<string, Method>> = {
  irn_subscribe: withParams(topicParams, (broker, peer, { topic }) => broker.subscribe(peer, topic)),
  irn_batchSubscribe: withParams(topicsParams, (broker, peer, { topics }) => topics.map((topic) => broker.subscribe(peer, topic))),
  irn_unsubscribe: withParams(unsubscribeParams, (broker, peer, { topic }) => {
    broker.unsubscribe(peer, topic)
    return true
  }),
  irn_batchUnsubscribe: withParams(batchUnsubscribeParams, (broker, peer, { subscriptions }) => {
    for (const { topic } of subscriptions) broker.unsubscribe(peer, topic)
    return true
  }),
  irn_publish: withParams(publishParams, (broker, peer, params) => {
    publishOne(broker, peer, params)
    return true
  }),
  irn_batchPublish: withParams(batchPublishParams, (broker, peer, { messages }) => {
    for (const message of messages) publishOne(broker, peer, message)
    return true
  }),
  irn_batchFetchMessages: withParams(topicsParams, (broker, peer, { topics }) => ({
    messages: broker.fetch(peer, topics),
    hasMore: false,
  })),
  // The proposer does not subscribe to the pairing topic itself: the relay does it for it.
  wc_proposeSession: withParams(proposeSessionParams, (broker, peer, params) => {
    broker.subscribe(peer, params.pairingTopic)
    broker.publish(peer, {
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttlSeconds: params.ttl ?? PROPOSAL_TTL_SECONDS,
      tag: TAG.sessionPropose,
      ...(params.attestation ? { attestation: params.attestation } : {}),
    })
    return true
  }),
  // The approver does not subscribe to the session topic itself: the relay does it for it.
  wc_approveSession: withParams(approveSessionParams, (broker, peer, params) => {
    const ttlSeconds = params.ttl ?? PROPOSAL_TTL_SECONDS
    broker.subscribe(peer, params.sessionTopic)
    broker.publish(peer, { topic: params.pairingTopic, message: params.sessionProposalResponse, ttlSeconds, tag: TAG.sessionProposeResponse })
    broker.publish(peer, { topic: params.sessionTopic, message: params.sessionSettlementRequest, ttlSeconds, tag: TAG.sessionSettle })
    return true
  }),
}
