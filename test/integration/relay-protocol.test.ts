/**
 * The devnet relay's wire protocol, driven by raw `ws` sockets: what the real clients rely on
 * (subscription ids, mailbox, acks, the sign-client 2.2x session methods) plus fault injection.
 */
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import net from 'node:net'
import tls from 'node:tls'
import { WebSocket } from 'ws'
import { afterEach, describe, expect, it } from 'vitest'
import { startRelay, type Relay, type RelayOptions } from '../../devnet/relay'
import { createMailbox } from '../../devnet/relay/mailbox'
import { OVERSIZED_FRAME_BYTES } from '../../devnet/relay/malformed'
import { recordOutbound } from '../../devnet/relay/outbound-recorder'

interface Frame {
  id?: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

const started: Relay[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((relay) => relay.stop()))
})

async function relayFor(options: RelayOptions = {}): Promise<Relay> {
  const relay = await startRelay(options)
  started.push(relay)
  return relay
}

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')
/** An unsigned JWT shaped like the clients' `auth` query: the devnet relay reads only `iss`. */
const fakeAuth = (iss: string): string => `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url({ iss, sub: 'test', iat: 1, exp: 2 })}.c2ln`
const parsesAsJson = (text: string): boolean => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
const topicOf = (seed: string): string => createHash('sha256').update(seed).digest('hex')

/** A bare relay client: sends requests, collects every frame, acks on demand. */
async function rawClient(relay: Relay, iss: string, origin?: string) {
  const socket = new WebSocket(`${relay.url}/?auth=${fakeAuth(iss)}&projectId=devnet&ua=wc-2%2Fjs-2.25.0`, origin ? { origin } : {})
  const frames: Frame[] = []
  /** Every message as received, garbage the relay was told to send included. */
  const raw: string[] = []
  const listeners = new Set<() => void>()
  socket.on('message', (data) => {
    raw.push(String(data))
    // Only JSON objects are frames; other garbage the relay was told to send is kept in `raw` only.
    const parsed: unknown = parsesAsJson(String(data)) ? JSON.parse(String(data)) : undefined
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) frames.push(parsed as Frame)
    for (const listener of listeners) listener()
  })
  await once(socket, 'open')
  let nextId = 0

  const take = (predicate: (frame: Frame) => boolean, timeoutMs = 2_000): Promise<Frame> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const index = frames.findIndex(predicate)
        if (index < 0) return
        listeners.delete(check)
        clearTimeout(timer)
        resolve(frames.splice(index, 1)[0] as Frame)
      }
      const timer = setTimeout(() => {
        listeners.delete(check)
        reject(new Error('no matching frame'))
      }, timeoutMs)
      listeners.add(check)
      check()
    })

  return {
    socket,
    frames,
    raw,
    sendRaw: (text: string) => socket.send(text),
    async call(method: string, params: unknown): Promise<Frame> {
      const id = ++nextId
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
      return take((frame) => frame.id === id && frame.method === undefined)
    },
    /** Next `irn_subscription` for the topic; acknowledged unless told otherwise. */
    async delivery(topic: string, { ack = true } = {}): Promise<Frame> {
      const frame = await take((f) => f.method === 'irn_subscription' && f.params?.data?.topic === topic)
      if (ack) socket.send(JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: true }))
      return frame
    },
    /** Resolves once `ms` passed with no `irn_subscription` for the topic. */
    async noDelivery(topic: string, ms = 150): Promise<void> {
      await new Promise((resolve) => setTimeout(resolve, ms))
      expect(frames.filter((f) => f.method === 'irn_subscription' && f.params?.data?.topic === topic)).toEqual([])
    },
  }
}

describe('devnet relay protocol', () => {
  it('SPEC §7 relay websocket: irn_subscribe returns sha256(topic + client id), the id sign-client computes', async () => {
    const relay = await relayFor()
    const client = await rawClient(relay, 'did:key:z6MkDapp')
    const topic = topicOf('subscribe')

    const reply = await client.call('irn_subscribe', { topic })
    expect(reply.result).toBe(createHash('sha256').update(`${topic}did:key:z6MkDapp`).digest('hex'))

    const batch = await client.call('irn_batchSubscribe', { topics: [topicOf('a'), topicOf('b')] })
    expect(batch.result).toHaveLength(2)
    expect((await client.call('irn_unsubscribe', { topic, id: reply.result })).result).toBe(true)
    expect((await client.call('irn_batchUnsubscribe', { subscriptions: [{ topic: topicOf('a'), id: 'x' }] })).result).toBe(true)
  })

  it('SPEC §7 relay websocket: a message published before the peer subscribed waits in the mailbox', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet')
    const topic = topicOf('mailbox')

    expect((await dapp.call('irn_publish', { topic, message: 'early', ttl: 300, tag: 1108, prompt: true })).result).toBe(true)
    await wallet.call('irn_subscribe', { topic })
    const frame = await wallet.delivery(topic)

    expect(frame.params?.data).toMatchObject({ topic, message: 'early', tag: 1108 })
    expect(frame.params?.id).toBe(createHash('sha256').update(`${topic}did:key:z6MkWallet`).digest('hex'))
    await dapp.noDelivery(topic) // never echoed to its publisher
  })

  it('SPEC §7 relay websocket: an acknowledged message is not delivered again; an unacknowledged one is after a reconnect', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet')
    const topic = topicOf('dedupe')
    await wallet.call('irn_subscribe', { topic })

    await dapp.call('irn_publish', { topic, message: 'acked', ttl: 300 })
    await wallet.delivery(topic)
    await wallet.call('irn_subscribe', { topic })
    await wallet.noDelivery(topic)

    await dapp.call('irn_publish', { topic, message: 'lost', ttl: 300 })
    await wallet.delivery(topic, { ack: false })
    relay.dropAllSockets()
    const again = await rawClient(relay, 'did:key:z6MkWallet')
    await again.call('irn_batchSubscribe', { topics: [topic] })
    expect((await again.delivery(topic)).params?.data.message).toBe('lost')
    await again.noDelivery(topic)
  })

  it('SPEC §7 relay websocket: a message on its way to one socket of a client goes to no other socket of it; if that socket closes unacknowledged, another gets it', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const first = await rawClient(relay, 'did:key:z6MkWallet')
    const second = await rawClient(relay, 'did:key:z6MkWallet')
    const topic = topicOf('two sockets')
    await first.call('irn_subscribe', { topic })
    await second.call('irn_subscribe', { topic })

    await dapp.call('irn_publish', { topic, message: 'once', ttl: 300 })
    await new Promise((resolve) => setTimeout(resolve, 150))
    const deliveredTo = [first, second].filter((client) => client.frames.some((f) => f.method === 'irn_subscription'))
    expect(deliveredTo).toHaveLength(1)
    const [winner, other] = deliveredTo[0] === first ? [first, second] : [second, first]
    await winner.delivery(topic, { ack: false })
    expect(relay.metrics().unacknowledged).toBe(1)
    expect((await other.call('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({ messages: [], hasMore: false })

    winner.socket.close()
    expect((await other.delivery(topic)).params?.data.message).toBe('once')
    await expect.poll(() => relay.metrics().unacknowledged).toBe(0)
    const third = await rawClient(relay, 'did:key:z6MkWallet')
    await third.call('irn_subscribe', { topic })
    await third.noDelivery(topic)
  })

  it('SPEC §7 relay websocket: an acknowledgement counts on whichever socket of the client it arrives', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const old = await rawClient(relay, 'did:key:z6MkWallet')
    const topic = topicOf('ack elsewhere')
    await old.call('irn_subscribe', { topic })
    await dapp.call('irn_publish', { topic, message: 'acked on the new socket', ttl: 300 })
    const delivered = await old.delivery(topic, { ack: false })

    const current = await rawClient(relay, 'did:key:z6MkWallet')
    current.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: delivered.id, result: true }))
    await current.call('irn_subscribe', { topic })
    old.socket.close()
    await current.noDelivery(topic)
  })

  it('SPEC §7 relay websocket: irn_batchFetchMessages returns what the client has not received yet', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet')
    const topic = topicOf('fetch')
    await dapp.call('irn_batchPublish', { messages: [{ topic, message: 'one', ttl: 300 }, { topic, message: 'two', ttl: 300, tag: 7 }] })

    const first = await wallet.call('irn_batchFetchMessages', { topics: [topic] })
    expect(first.result).toMatchObject({ messages: [{ topic, message: 'one', tag: 0 }, { topic, message: 'two', tag: 7 }], hasMore: false })
    expect((await wallet.call('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({ messages: [], hasMore: false })
  })

  it('SPEC §7 relay websocket: wc_proposeSession / wc_approveSession subscribe the caller and publish tags 1100, 1101, 1102', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet')
    const pairingTopic = topicOf('pairing')
    const sessionTopic = topicOf('session')

    await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300, attestation: 'jwt' })
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.delivery(pairingTopic)).params?.data).toMatchObject({ message: 'proposal', tag: 1100, attestation: 'jwt' })

    const approve = { sessionTopic, pairingTopic, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300 }
    expect((await wallet.call('wc_approveSession', approve)).result).toBe(true)
    // The dapp was subscribed to the pairing topic by wc_proposeSession.
    expect((await dapp.delivery(pairingTopic)).params?.data).toMatchObject({ message: 'response', tag: 1101 })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.delivery(sessionTopic)).params?.data).toMatchObject({ message: 'settle', tag: 1102 })

    // The wallet was subscribed to the session topic by wc_approveSession.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'settle-ack', ttl: 300, tag: 1103 })
    expect((await wallet.delivery(sessionTopic)).params?.data).toMatchObject({ message: 'settle-ack', tag: 1103 })
  })

  it('SPEC §7 relay websocket: the mailbox forgets a message when its TTL runs out', () => {
    let now = 1_000_000
    const mailbox = createMailbox(() => now)
    mailbox.put({ topic: 't', message: 'short', ttlSeconds: 5, tag: 0, publisherId: 'p' })
    mailbox.put({ topic: 't', message: 'long', ttlSeconds: 60, tag: 0, publisherId: 'p' })

    now += 5_000
    expect(mailbox.live('t').map((m) => m.message)).toEqual(['long'])
    now += 55_000
    mailbox.sweep()
    expect(mailbox.live('t')).toEqual([])
  })

  it('SPEC §7 relay websocket: answers malformed frames with JSON-RPC errors and keeps 19-digit ids exact', async () => {
    const relay = await relayFor()
    const client = await rawClient(relay, 'did:key:z6MkDapp')

    expect((await client.call('irn_nope', {})).error?.code).toBe(-32601)
    expect((await client.call('irn_publish', { topic: 'x' })).error?.code).toBe(-32602)
    client.sendRaw('{not json')
    await expect.poll(() => client.frames.some((f) => f.error?.code === -32700)).toBe(true)
    client.sendRaw(`{"id":1773000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topicOf('big')}"}}`)
    await expect.poll(() => client.frames.some((f) => f.id === '1773000000000000123' && typeof f.result === 'string')).toBe(true)
  })

  it('SPEC §7 relay websocket: pings every socket on its interval', async () => {
    const relay = await relayFor({ pingIntervalMs: 40 })
    const client = await rawClient(relay, 'did:key:z6MkDapp')
    let pings = 0
    client.socket.on('ping', () => pings++)

    await expect.poll(() => pings, { timeout: 1_000 }).toBeGreaterThanOrEqual(2)
    expect(client.socket.readyState).toBe(WebSocket.OPEN) // the auto-pong keeps it alive
  })

  it('SPEC §7 relay websocket: setDeliveryDelay holds deliveries back', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet')
    const topic = topicOf('delay')
    await wallet.call('irn_subscribe', { topic })
    relay.setDeliveryDelay(200)

    const sent = Date.now()
    await dapp.call('irn_publish', { topic, message: 'slow', ttl: 300 })
    await wallet.delivery(topic)
    expect(Date.now() - sent).toBeGreaterThanOrEqual(190)
  })

  it('SPEC §7 relay websocket: counts connections and methods; dropAllSockets cuts, stop closes cleanly', async () => {
    const relay = await relayFor()
    const first = await rawClient(relay, 'did:key:z6MkDapp')
    await first.call('irn_subscribe', { topic: topicOf('m') })
    await first.call('irn_publish', { topic: topicOf('m'), message: 'm', ttl: 300 })
    expect(relay.metrics()).toMatchObject({ connections: 1, connectionsTotal: 1, published: 1, messagesByMethod: { irn_subscribe: 1, irn_publish: 1 } })

    const cut = once(first.socket, 'close')
    relay.dropAllSockets()
    expect((await cut)[0]).toBe(1006) // abnormal closure, as after a network drop
    await expect.poll(() => relay.metrics().connections).toBe(0)

    const second = await rawClient(relay, 'did:key:z6MkDapp')
    const closed = once(second.socket, 'close')
    await relay.stop()
    expect((await closed)[0]).toBe(1001) // going away, with a close handshake
    expect(relay.metrics()).toMatchObject({ connections: 0, connectionsTotal: 2 })
  })

  it('fault injection: sendMalformedFrames pushes every kind to the sockets of one origin only, and delivers nothing', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp', 'http://127.0.0.1:1111')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet', 'http://127.0.0.1:2222')
    const topic = topicOf('garbage')
    await dapp.call('irn_subscribe', { topic })
    const before = { dapp: dapp.raw.length, wallet: wallet.raw.length }

    const sent = relay.sendMalformedFrames({ target: { origin: 'http://127.0.0.1:1111' } })
    await expect.poll(() => dapp.raw.length - before.dapp).toBe(sent)
    const got = dapp.raw.slice(before.dapp)
    expect(got.some((text) => parsesAsJson(text))).toBe(true)
    expect(got.some((text) => !parsesAsJson(text))).toBe(true) // invalid JSON
    expect(got).toContain('null') // valid JSON, no JSON-RPC frame
    const big = got.find((text) => text.length > OVERSIZED_FRAME_BYTES)
    expect(big && (JSON.parse(big) as Frame).params?.data.topic).toBe(topic) // on a topic the client listens to
    await wallet.noDelivery(topic)
    expect(wallet.raw.length).toBe(before.wallet)
    expect(relay.metrics()).toMatchObject({ malformedFrames: sent, delivered: 0 })

    // The relay itself is untouched: the next real message arrives.
    await wallet.call('irn_publish', { topic, message: 'real', ttl: 300 })
    const real = (frame: Frame) => frame.method === 'irn_subscription' && frame.params?.data?.message === 'real'
    await expect.poll(() => dapp.frames.filter(real).length).toBe(1)
  })

  it('fault injection: dropSocket destroys one origin\'s socket without a close frame; the others stay', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp', 'http://127.0.0.1:1111')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet', 'http://127.0.0.1:2222')
    const cut = once(dapp.socket, 'close')
    expect(relay.dropSocket({ origin: 'http://127.0.0.1:1111' })).toBe(1)
    expect((await cut)[0]).toBe(1006)
    await expect.poll(() => relay.metrics().connections).toBe(1)
    expect(wallet.socket.readyState).toBe(WebSocket.OPEN)
    expect(relay.dropSocket({ origin: 'http://127.0.0.1:3333' })).toBe(0)
  })

  it('fault injection: restart closes every socket (1012), refuses while down, listens again on the same port with its mailbox kept', async () => {
    const relay = await relayFor()
    const dapp = await rawClient(relay, 'did:key:z6MkDapp')
    const wallet = await rawClient(relay, 'did:key:z6MkWallet')
    const topic = topicOf('restart')
    await wallet.call('irn_subscribe', { topic })
    await dapp.call('irn_publish', { topic, message: 'received before', ttl: 300 })
    await wallet.delivery(topic)
    relay.setDeliveryDelay(60_000) // the next message is stored, not delivered, when the relay goes down
    await dapp.call('irn_publish', { topic, message: 'waiting in the mailbox', ttl: 300 })

    const closed = once(wallet.socket, 'close')
    const restarted = relay.restart({ downMs: 300 })
    relay.setDeliveryDelay(0)
    expect((await closed)[0]).toBe(1012)
    await expect.poll(() => relay.metrics().connections).toBe(0)
    await expect(rawClient(relay, 'did:key:z6MkWallet')).rejects.toThrow(/ECONNREFUSED/)
    await restarted

    const again = await rawClient(relay, 'did:key:z6MkWallet')
    await again.call('irn_batchSubscribe', { topics: [topic] })
    expect((await again.delivery(topic)).params?.data.message).toBe('waiting in the mailbox')
    await again.noDelivery(topic) // what the wallet had received is not sent again
  })

  it('SPEC §7 relay websocket: the outbound recorder sees TCP and TLS attempts to hosted services', async () => {
    const recorder = recordOutbound()
    // A lookup that fails at once: the attempt is recorded, yet no DNS query or packet goes out.
    const blocked: net.LookupFunction = (_host, _options, callback) => callback(new Error('blocked'), '', 4)
    try {
      const attempts = [
        net.connect({ host: 'pulse.walletconnect.org', port: 443, lookup: blocked }),
        tls.connect({ host: 'verify.walletconnect.org', port: 443, lookup: blocked }),
      ]
      await Promise.all(attempts.map((socket) => once(socket, 'error').catch(() => undefined)))
      expect(recorder.nonLoopback()).toEqual(['pulse.walletconnect.org', 'verify.walletconnect.org'])
    } finally {
      recorder.restore()
    }
  })
})
