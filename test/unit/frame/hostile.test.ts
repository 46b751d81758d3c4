// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { successType } from '../../../kernel/frame/constants'
import { recordFigure } from '../../reliability-figures'
import { createHostileGenerator } from './hostile-generator'
import { createHarness, flush, serveBlankFrames, track, type Harness } from './harness'

const MESSAGES = 10_000
let h: Harness

beforeEach(() => serveBlankFrames())
afterEach(() => {
  h?.bridge.destroy()
  document.body.innerHTML = ''
})

/** A ready bridge with one call of each kind pending, and what "no state change" means. */
async function armed() {
  h = createHarness({ heartbeat: 3_600_000 })
  await h.ready()
  const calls = [
    track(h.bridge.request('GET_USER')),
    track(h.bridge.request('CONNECT_EMAIL', { email: 'a@example.com' })),
    track(h.bridge.request('RPC_REQUEST', { method: 'eth_accounts' })),
    track(h.bridge.request('CONNECT_FARCASTER')),
  ]
  await flush()
  const postedBefore = h.posted.length
  const eventsBefore = h.events.length
  const unchanged = () => {
    expect(calls.map((call) => call.settled())).toEqual([false, false, false, false])
    expect(h.posted).toHaveLength(postedBefore)
    expect(h.bridge.debug.posted).toBe(postedBefore)
    expect(h.events).toHaveLength(eventsBefore)
    expect(h.bridge.isReady()).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }
  return { calls, unchanged, pendingIds: h.posted.map((m) => m.id) }
}

describe('hostile input to the frame bridge', () => {
  it('SPEC §7 (security): a well-formed reply from a foreign origin is ignored and counted', async () => {
    const { unchanged, pendingIds } = await armed()
    h.deliver({ id: pendingIds[0], type: successType('GET_USER'), payload: { address: '0xevil', chainId: 1 } }, { origin: 'http://evil.example' })
    h.deliver({ id: pendingIds[0], type: successType('GET_USER'), payload: { address: '0xevil', chainId: 1 } }, { origin: 'null' })
    await flush()
    unchanged()
    expect(h.bridge.debug.rejected).toEqual({ origin: 2, source: 0, schema: 0, 'unknown-id': 0 })
  })

  it('SPEC §7 (security): a reply from a second frame on the right origin is ignored and counted', async () => {
    const { unchanged, pendingIds } = await armed()
    const impostor = document.createElement('iframe')
    impostor.src = 'http://127.0.0.1:4999/frame'
    document.body.appendChild(impostor)
    const reply = { id: pendingIds[0], type: successType('GET_USER'), payload: { address: '0xevil', chainId: 1 } }
    h.deliver(reply, { source: impostor.contentWindow })
    h.deliver(reply, { source: window })
    h.deliver(reply, { source: null })
    await flush()
    unchanged()
    expect(h.bridge.debug.rejected).toEqual({ origin: 0, source: 3, schema: 0, 'unknown-id': 0 })
  })

  it(`SPEC §5/§7 (security): ${MESSAGES} generated malformed messages change nothing and are each counted`, async () => {
    const { unchanged } = await armed()
    const next = createHostileGenerator(0x5eed)
    for (let i = 0; i < MESSAGES; i += 1) {
      expect(() => h.deliver(next())).not.toThrow()
    }
    await flush()
    unchanged()
    const { rejected } = h.bridge.debug
    expect(rejected.origin + rejected.source).toBe(0)
    expect(rejected.schema + rejected['unknown-id']).toBe(MESSAGES)
    expect(rejected.schema).toBeGreaterThan(MESSAGES / 2)
    expect(rejected['unknown-id']).toBeGreaterThan(0)
    recordFigure('messages fuzzed', MESSAGES, 'frame bridge (unit)')
  })

  it('SPEC §7: after the barrage the real replies still resolve their calls', async () => {
    const { calls } = await armed()
    const next = createHostileGenerator(7)
    for (let i = 0; i < 500; i += 1) h.deliver(next())
    const [getUser] = h.posted
    h.reply(getUser!, 'SUCCESS', { address: '0xabc', chainId: 1 })
    await flush()
    expect(calls[0]!.value()).toEqual({ address: '0xabc', chainId: 1 })
  })
})
