// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameBridge } from '../../../kernel/frame/bridge'
import { APP, FRAME_READY, FRAME_SESSION_UPDATE } from '../../../kernel/frame/constants'
import { SECURE_ORIGIN, createHarness, flush, serveBlankFrames, track, type Harness } from './harness'

let h: Harness

beforeEach(() => {
  serveBlankFrames()
})
afterEach(() => {
  h?.bridge.destroy()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('frame creation and readiness', () => {
  it('SPEC §4: the frame is created and appended only when first needed', async () => {
    h = createHarness()
    expect(h.frame()).toBeNull()
    const user = track(h.bridge.request('GET_USER'))
    const frame = h.frame()
    expect(frame).not.toBeNull()
    expect(frame?.hidden).toBe(true)
    const src = new URL(frame?.src ?? '')
    expect(src.origin).toBe(SECURE_ORIGIN)
    expect(src.searchParams.get('projectId')).toBe('test-project')
    expect(src.searchParams.get('origin')).toBe(window.location.origin)
    expect(user.settled()).toBe(false)
  })

  it('SPEC §4: calls wait for READY, then go out in order to the secure origin only', async () => {
    h = createHarness()
    const first = h.bridge.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const second = h.bridge.request('GET_CHAIN_ID')
    await flush()
    expect(h.posted).toEqual([])
    expect(h.bridge.isReady()).toBe(false)
    await h.ready()
    await flush()
    expect(h.bridge.isReady()).toBe(true)
    expect(h.posted.map((m) => m.type)).toEqual([APP.CONNECT_EMAIL, APP.GET_CHAIN_ID])
    expect(h.targets).toEqual([SECURE_ORIGIN, SECURE_ORIGIN])
    expect(h.events).toContainEqual({ type: 'ready' })
    h.reply(h.posted[0]!, 'SUCCESS', { action: 'VERIFY_OTP' })
    h.reply(h.posted[1]!, 'SUCCESS', { chainId: 1 })
    await expect(first).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(second).resolves.toEqual({ chainId: 1 })
  })

  it('SPEC §7: replies are matched to their requests by id, in any order', async () => {
    h = createHarness()
    await h.ready()
    const a = h.bridge.request('SWITCH_NETWORK', { chainId: 1 })
    const b = h.bridge.request('SWITCH_NETWORK', { chainId: 137 })
    await flush()
    const [ra, rb] = h.posted
    h.reply(rb!, 'SUCCESS', { chainId: 137 })
    h.reply(ra!, 'SUCCESS', { chainId: 1 })
    await expect(a).resolves.toEqual({ chainId: 1 })
    await expect(b).resolves.toEqual({ chainId: 137 })
    expect(new Set([ra!.id, rb!.id]).size).toBe(2)
  })

  it('SPEC §7: a reply of another request type with a pending id is ignored and counted', async () => {
    h = createHarness()
    await h.ready()
    const user = track(h.bridge.request('GET_USER'))
    await flush()
    h.deliver({ id: h.posted[0]!.id, type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', payload: { chainId: 1 } })
    await flush()
    expect(user.settled()).toBe(false)
    expect(h.bridge.debug.rejected['unknown-id']).toBe(1)
  })

  it('SPEC §7: SESSION_UPDATE from the frame is reported', async () => {
    h = createHarness()
    await h.ready()
    h.deliver({ type: FRAME_SESSION_UPDATE, payload: { token: 't-1' } })
    expect(h.events).toContainEqual({ type: 'session-update', token: 't-1' })
  })
})

describe('SPEC §8 errors', () => {
  it("SPEC §8: an error reply rejects with the reply's message", async () => {
    h = createHarness()
    await h.ready()
    const otp = h.bridge.request('CONNECT_OTP', { otp: '000000' })
    await flush()
    h.reply(h.posted[0]!, 'ERROR', { message: 'Invalid code' })
    await expect(otp).rejects.toThrow('Invalid code')
  })

  it("SPEC §8: an error reply without a message rejects with 'An error occurred'", async () => {
    h = createHarness()
    await h.ready()
    const user = h.bridge.request('GET_USER')
    await flush()
    h.reply(h.posted[0]!, 'ERROR', { message: '' })
    await expect(user).rejects.toThrow('An error occurred')
  })

  it("SPEC §8: 'W3mFrame: iframe is not set' when there is no document, and after destroy", async () => {
    const noDom = createFrameBridge({ secureSiteUrl: SECURE_ORIGIN, projectId: 'p', document: {} as Document })
    await expect(noDom.request('GET_USER')).rejects.toThrow('W3mFrame: iframe is not set')
    h = createHarness()
    h.bridge.destroy()
    await expect(h.bridge.request('GET_USER')).rejects.toThrow('W3mFrame: iframe is not set')
  })

  it("SPEC §8: 'W3mFrame: iframe is not set' when the frame was removed from the page", async () => {
    h = createHarness()
    await h.ready()
    h.frame()?.remove()
    await expect(h.bridge.request('GET_USER')).rejects.toThrow('W3mFrame: iframe is not set')
  })

  it("SPEC §4/§8: no READY in time rejects queued calls with 'Unable to load email login dependency'", async () => {
    vi.useFakeTimers()
    h = createHarness({ load: 30_000 })
    const email = track(h.bridge.request('CONNECT_EMAIL', { email: 'a@example.com' }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(email.settled()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((email.error() as Error).message).toBe('Unable to load email login dependency')
    expect(h.frame()).toBeNull()
    expect(h.events).toContainEqual({ type: 'load-failed' })
  })

  it("SPEC §4/§8: an iframe error event rejects with 'Unable to load email login dependency'", async () => {
    h = createHarness()
    const user = h.bridge.request('GET_USER')
    h.frame()?.dispatchEvent(new Event('error'))
    await expect(user).rejects.toThrow('Unable to load email login dependency')
    // A later call tries again with a fresh frame.
    const again = track(h.bridge.request('GET_USER'))
    expect(h.frame()).not.toBeNull()
    expect(again.settled()).toBe(false)
  })

  it("SPEC §8: the caller's AbortSignal rejects with 'Request was aborted'", async () => {
    h = createHarness()
    await h.ready()
    const pre = new AbortController()
    pre.abort()
    await expect(h.bridge.request('RPC_REQUEST', { method: 'eth_accounts' }, { signal: pre.signal })).rejects.toThrow('Request was aborted')
    expect(h.posted).toEqual([])

    const controller = new AbortController()
    const rpc = h.bridge.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x00'] }, { signal: controller.signal })
    await flush()
    controller.abort()
    await expect(rpc).rejects.toThrow('Request was aborted')
    // The late reply no longer matches anything.
    h.reply(h.posted[0]!, 'SUCCESS', '0xsig')
    expect(h.bridge.debug.rejected['unknown-id']).toBe(1)
  })

  it('SPEC §8: a call aborted while waiting for READY is never posted', async () => {
    h = createHarness()
    const controller = new AbortController()
    const user = h.bridge.request('GET_USER', undefined, { signal: controller.signal })
    controller.abort()
    await expect(user).rejects.toThrow('Request was aborted')
    await h.ready()
    await flush()
    expect(h.posted).toEqual([])
  })

  it("SPEC §8: other aborts (destroy) reject pending calls with 'Something went wrong' and remove the frame", async () => {
    h = createHarness()
    await h.ready()
    const farcaster = h.bridge.request('CONNECT_FARCASTER')
    const queuedOnOther = h.bridge.request('GET_USER')
    h.bridge.destroy()
    await expect(farcaster).rejects.toThrow('Something went wrong')
    await expect(queuedOnOther).rejects.toThrow('Something went wrong')
    expect(h.frame()).toBeNull()
    // The listener is gone: a message is not even looked at.
    h.deliver({ type: '@w3m-frame/READY' })
    expect(h.bridge.debug.rejected).toEqual({ origin: 0, source: 0, schema: 0, 'unknown-id': 0 })
  })

  it('SPEC §5: an outgoing request that fails its schema is rejected and never posted', async () => {
    h = createHarness()
    await h.ready()
    await expect(h.bridge.request('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toMatchObject({ code: 'FRAME_REQUEST_INVALID', details: { request: 'CONNECT_EMAIL' } })
    await expect(h.bridge.request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' as 'x' })).rejects.toMatchObject({ code: 'FRAME_REQUEST_INVALID', details: { request: 'GET_SOCIAL_REDIRECT_URI' } })
    await flush()
    expect(h.posted).toEqual([])
  })
})

describe('SPEC §9 timeouts and heartbeat', () => {
  const thirtySecond = [
    ['CONNECT_EMAIL', { email: 'a@example.com' }],
    ['CONNECT_DEVICE', undefined],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_SOCIAL', { uri: 'http://127.0.0.1/x' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
  ] as const

  it.each(thirtySecond)('SPEC §9: %s times out at 30000 ms', async (name, payload) => {
    vi.useFakeTimers()
    h = createHarness({ heartbeat: 3_600_000 })
    await h.ready()
    const call = track((h.bridge.request as (n: string, p: unknown) => Promise<unknown>)(name, payload))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(call.settled()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(call.error()).toMatchObject({ name: 'PorticoError', code: 'FRAME_TIMEOUT', details: { request: name, timeoutMs: 30_000 } })
  })

  it('SPEC §9: RPC requests and Farcaster connect wait on the user, with no timer', async () => {
    vi.useFakeTimers()
    h = createHarness({ heartbeat: 3_600_000 })
    await h.ready()
    const rpc = track(h.bridge.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: '0x00' }] }))
    const farcaster = track(h.bridge.request('CONNECT_FARCASTER'))
    await vi.advanceTimersByTimeAsync(600_000)
    expect(rpc.settled()).toBe(false)
    expect(farcaster.settled()).toBe(false)
  })

  it('SPEC §9: a heartbeat ping goes out every 5 s; missed answers and recovery are reported', async () => {
    vi.useFakeTimers()
    h = createHarness()
    await h.ready()
    const pings = () => h.posted.filter((m) => m.type === APP.HEARTBEAT)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(pings()).toHaveLength(1)
    h.reply(pings()[0]!, 'SUCCESS')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(pings()).toHaveLength(2)
    expect(h.events.filter((e) => e.type === 'heartbeat-missed')).toEqual([])
    // The frame stops answering: each unanswered ping is a missed beat.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(h.events.filter((e) => e.type === 'heartbeat-missed')).toEqual([
      { type: 'heartbeat-missed', consecutiveMisses: 1 },
      { type: 'heartbeat-missed', consecutiveMisses: 2 },
    ])
    h.reply(pings().at(-1)!, 'SUCCESS')
    await vi.advanceTimersByTimeAsync(1)
    expect(h.events.at(-1)).toEqual({ type: 'heartbeat-restored' })
  })
})

describe('a frame that stops answering: RELOAD, then one retry', () => {
  const posted = (type: string) => h.posted.filter((message) => message.type === type)

  it('a question that timed out is asked again once the reloaded frame says READY', async () => {
    vi.useFakeTimers()
    h = createHarness({ heartbeat: 3_600_000 })
    await h.ready()
    const user = track(h.bridge.request('GET_USER', { chainId: 1 }))
    await vi.advanceTimersByTimeAsync(30_000)
    // No answer in time: the frame is told to reload; the caller still waits.
    expect(posted(APP.RELOAD)).toHaveLength(1)
    expect(user.settled()).toBe(false)
    h.reply(posted(APP.RELOAD)[0]!, 'SUCCESS')
    await flush()
    expect(posted(APP.GET_USER)).toHaveLength(1) // not before the reloaded frame is ready
    h.deliver({ type: FRAME_READY, payload: { version: 'test' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted(APP.GET_USER)).toHaveLength(2)
    expect(posted(APP.GET_USER)[1]?.payload).toEqual({ chainId: 1 })
    const answer = { email: null, address: '0x' + '1'.repeat(40), chainId: 1, accounts: [], smartAccountDeployed: false, preferredAccountType: 'eoa' }
    h.reply(posted(APP.GET_USER)[1]!, 'SUCCESS', answer)
    await flush()
    expect(user.value()).toMatchObject({ address: answer.address, chainId: 1 })
    expect(h.bridge.debug.sent).toMatchObject({ GET_USER: 2, RELOAD: 1 })
  })

  it('a login step that timed out is not repeated: its timeout reaches the caller at 30 s, and the frame is reloaded for the next call', async () => {
    vi.useFakeTimers()
    h = createHarness({ heartbeat: 3_600_000 })
    await h.ready()
    const otp = track(h.bridge.request('CONNECT_OTP', { otp: '123456' }))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(otp.error()).toMatchObject({ code: 'FRAME_TIMEOUT', details: { request: 'CONNECT_OTP' } })
    expect(posted(APP.RELOAD)).toHaveLength(1)
    h.reply(posted(APP.RELOAD)[0]!, 'SUCCESS')
    h.deliver({ type: FRAME_READY, payload: { version: 'test' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted(APP.CONNECT_OTP)).toHaveLength(1)
    const next = track(h.bridge.request('CONNECT_OTP', { otp: '654321' }))
    await flush()
    h.reply(posted(APP.CONNECT_OTP)[1]!, 'SUCCESS')
    await flush()
    expect(next.settled()).toBe(true)
  })

  it('a frame that does not answer RELOAD either: the first timeout reaches the caller, nothing is retried; one RELOAD for two timeouts', async () => {
    vi.useFakeTimers()
    h = createHarness({ heartbeat: 3_600_000 })
    await h.ready()
    const user = track(h.bridge.request('GET_USER'))
    const chain = track(h.bridge.request('GET_CHAIN_ID'))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(posted(APP.RELOAD)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(user.error()).toMatchObject({ code: 'FRAME_TIMEOUT', details: { request: 'GET_USER' } })
    expect(chain.error()).toMatchObject({ code: 'FRAME_TIMEOUT', details: { request: 'GET_CHAIN_ID' } })
    expect(posted(APP.GET_USER)).toHaveLength(1)
    expect(posted(APP.RELOAD)).toHaveLength(1)
  })
})
