/**
 * Test harness for the frame bridge under happy-dom: serves a blank page for
 * the secure site URL (no network), records what the bridge posts into the
 * frame, and delivers messages "from" the frame or from impostors.
 */
import { vi, type MockInstance } from 'vitest'
import { createFrameBridge, type BridgeEvent, type FrameBridge, type FrameBridgeTimeouts } from '../../../kernel/frame/bridge'
import { FRAME_READY } from '../../../kernel/frame/constants'

export const SECURE_SITE_URL = 'http://127.0.0.1:4999/frame'
export const SECURE_ORIGIN = 'http://127.0.0.1:4999'

interface HappyDomWindow {
  happyDOM: { settings: { fetch: { interceptor: unknown } } }
}

/** Answer every fetch (the iframe page) with a blank document instead of the network. */
export function serveBlankFrames(): void {
  ;(window as unknown as HappyDomWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async () => new Response('<!doctype html><title>frame</title>', { headers: { 'content-type': 'text/html' } }),
  }
}

export interface PostedMessage {
  id: string
  type: string
  payload?: unknown
}

export interface Harness {
  bridge: FrameBridge
  events: BridgeEvent[]
  /** Messages the bridge posted into the frame, and their target origins. */
  posted: PostedMessage[]
  targets: string[]
  frame(): HTMLIFrameElement | null
  /** Dispatch a message event on the app window; defaults: the secure origin and our frame as source. */
  deliver(data: unknown, from?: { origin?: string; source?: MessageEventSource | null }): void
  /** Load the frame and answer READY. */
  ready(): Promise<void>
  reply(request: PostedMessage, suffix: 'SUCCESS' | 'ERROR', payload?: unknown): void
}

export function createHarness(timeouts?: FrameBridgeTimeouts): Harness {
  const bridge = createFrameBridge({ secureSiteUrl: SECURE_SITE_URL, projectId: 'test-project', timeouts })
  const events: BridgeEvent[] = []
  bridge.on((event) => events.push(event))
  const posted: PostedMessage[] = []
  const targets: string[] = []
  let spy: MockInstance | undefined

  const frame = () => document.querySelector<HTMLIFrameElement>('iframe#portico-embedded-wallet')
  // The bridge appends the iframe synchronously inside load()/request(): spy on its window as it appears.
  const observer = new MutationObserver(() => attach())
  observer.observe(document.body, { childList: true })
  function attach(): void {
    const target = frame()?.contentWindow
    if (!target || spy) return
    spy = vi.spyOn(target, 'postMessage').mockImplementation(((message: PostedMessage, targetOrigin: string) => {
      posted.push(message)
      targets.push(targetOrigin)
    }) as never)
  }

  const harness: Harness = {
    bridge,
    events,
    posted,
    targets,
    frame,
    deliver(data, from = {}) {
      attach()
      const source = 'source' in from ? from.source : frame()?.contentWindow ?? null
      window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? SECURE_ORIGIN, source }))
    },
    async ready() {
      const loaded = bridge.load()
      attach()
      harness.deliver({ type: FRAME_READY, payload: { version: 'test' } })
      await loaded
    },
    reply(request, suffix, payload) {
      const name = request.type.replace('@w3m-app/', '')
      harness.deliver({ id: request.id, type: `@w3m-frame/${name}_${suffix}`, payload })
    },
  }
  return harness
}

/** Let promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve())

/** Tracks whether a promise settled, without letting its rejection go unhandled. */
export function track<T>(promise: Promise<T>): { settled: () => boolean; value: () => T | undefined; error: () => unknown } {
  let settled = false
  let value: T | undefined
  let error: unknown
  promise.then((v) => ((settled = true), (value = v)), (e) => ((settled = true), (error = e)))
  return { settled: () => settled, value: () => value, error: () => error }
}
