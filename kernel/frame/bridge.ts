/**
 * The app side of the embedded-wallet frame (SPEC §4 "Embedded wallet frame",
 * §7 messages, §8 errors, §9 timeouts and heartbeat).
 *
 * The frame is created on first use, calls wait for its READY event, and
 * replies are matched to requests by id. Unlike the incumbent, an incoming
 * message counts only if it comes from the secure site's origin AND from our
 * own iframe's window AND passes its schema AND answers a pending request;
 * anything else is dropped without side effects and counted in `debug`.
 * Messages are posted with the secure site's origin as target, never '*'.
 *
 * A frame that stops answering (a request times out) is sent RELOAD, and once
 * it says READY again a question that is safe to ask twice (RETRIED) is asked
 * once more; anything else fails with its timeout at once (the reloaded frame
 * serves the next call).
 *
 * Import this module lazily (`await import('./frame/bridge')`): it touches no
 * browser global until `load()` or a request.
 */
import * as z from 'zod/mini'
import { isPorticoError } from '../errors'
import { formatIssues } from '../validation'
import { APP, HEARTBEAT_INTERVAL_MS, FRAME_LOAD_TIMEOUT_MS, requestTimeout, type RequestName } from './constants'
import { createBridgeDebug, type BridgeDebug, type RejectReason } from './debug'
import {
  frameRequestInvalid, frameTimeout, frameLoadFailed, frameNotSet, frameReplyError,
  requestAborted, somethingWentWrong,
} from './errors'
import { startHeartbeat } from './heartbeat'
import { createHiddenFrame, frameUrl } from './iframe'
import { APP_REQUEST_SCHEMAS, parseFrameMessage, type RequestPayload, type SuccessPayload } from './messages'
import { PendingRequests } from './pending'

export interface FrameBridgeTimeouts {
  /** Time for the frame to load and say READY (default 30 s). */
  load?: number
  /** Heartbeat interval; a ping unanswered within it is a missed beat (default 5 s). */
  heartbeat?: number
  /** Per-request overrides of requestTimeout; `undefined` means no timer. */
  requests?: Partial<Record<RequestName, number | undefined>>
}

export interface FrameBridgeOptions {
  /** URL of the secure site's frame page; its origin is the only one we trust. */
  secureSiteUrl: string
  projectId: string
  document?: Document
  window?: Window
  timeouts?: FrameBridgeTimeouts
}

export interface RequestOptions {
  signal?: AbortSignal
}

export type BridgeEvent =
  | { type: 'ready' }
  | { type: 'load-failed' }
  | { type: 'heartbeat-missed'; consecutiveMisses: number }
  | { type: 'heartbeat-restored' }
  | { type: 'session-update'; token: string }

type RequestArgs<N extends RequestName> = undefined extends RequestPayload<N>
  ? [payload?: RequestPayload<N>, options?: RequestOptions]
  : [payload: RequestPayload<N>, options?: RequestOptions]

export interface FrameBridge {
  /** The secure site's origin. */
  readonly origin: string
  readonly debug: BridgeDebug
  isReady(): boolean
  /** Create the frame (once) and wait for READY. */
  load(): Promise<void>
  request<N extends RequestName>(name: N, ...args: RequestArgs<N>): Promise<SuccessPayload<N>>
  on(listener: (event: BridgeEvent) => void): () => void
  /** Remove the listener and the frame; pending calls fail with 'Something went wrong'. */
  destroy(): void
}

type Phase = 'idle' | 'loading' | 'ready' | 'destroyed'

/**
 * Requests a reloaded frame is asked again after a timeout: questions and settings that do the same when asked
 * twice. A login step (email, OTP, device, social and its redirect URI: SPEC §9's 30 s requests), an email
 * update or a smart account's creation is not repeated behind the person's back: its timeout reaches the
 * caller at once, while the frame reloads for the next call.
 */
const RETRIED: ReadonlySet<RequestName> = new Set<RequestName>([
  'GET_USER', 'IS_CONNECTED', 'GET_CHAIN_ID', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'SWITCH_NETWORK',
  'SET_PREFERRED_ACCOUNT', 'SIGN_OUT', 'SYNC_THEME', 'SYNC_DAPP_DATA',
])

export function createFrameBridge(options: FrameBridgeOptions): FrameBridge {
  const origin = new URL(options.secureSiteUrl).origin
  const debug = createBridgeDebug()
  const pending = new PendingRequests()
  const listeners = new Set<(event: BridgeEvent) => void>()
  const loadTimeoutMs = options.timeouts?.load ?? FRAME_LOAD_TIMEOUT_MS
  const heartbeatMs = options.timeouts?.heartbeat ?? HEARTBEAT_INTERVAL_MS

  let phase: Phase = 'idle'
  let iframe: HTMLIFrameElement | undefined
  let win: Window | undefined
  let loading: { promise: Promise<void>; resolve(): void; reject(error: Error): void } | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let stopHeartbeat: (() => void) | undefined
  let reloading: Promise<void> | undefined

  const emit = (event: BridgeEvent) => {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        globalThis.reportError?.(error)
      }
    }
  }

  const reject = (reason: RejectReason) => {
    debug.rejected[reason] += 1
  }

  const timeoutOf = (name: RequestName): number | undefined => {
    const overrides = options.timeouts?.requests
    if (name === 'HEARTBEAT') return heartbeatMs
    return overrides && name in overrides ? overrides[name] : requestTimeout(name)
  }

  function onMessage(event: MessageEvent): void {
    if (event.origin !== origin) return reject('origin')
    if (!iframe || event.source === null || event.source !== iframe.contentWindow) return reject('source')
    const message = parseFrameMessage(event.data)
    if (!message) return reject('schema')
    switch (message.kind) {
      case 'ready':
        return markReady()
      case 'session-update':
        return emit({ type: 'session-update', token: message.payload.token })
      case 'success':
      case 'error': {
        // A reply counts only for a pending request of the same name.
        if (pending.nameOf(message.id) !== message.name) return reject('unknown-id')
        if (message.kind === 'success') pending.resolve(message.id, message.payload)
        else pending.reject(message.id, frameReplyError(message.payload.message))
      }
    }
  }

  function teardownFrame(): void {
    clearTimeout(loadTimer)
    stopHeartbeat?.()
    stopHeartbeat = undefined
    win?.removeEventListener('message', onMessage)
    iframe?.remove()
    iframe = undefined
  }

  function markReady(): void {
    if (phase === 'ready') return emit({ type: 'ready' }) // the frame reloaded
    if (phase !== 'loading') return
    clearTimeout(loadTimer)
    phase = 'ready'
    stopHeartbeat = startHeartbeat({
      intervalMs: heartbeatMs,
      ping: () => request('HEARTBEAT'),
      onMissed: (consecutiveMisses) => emit({ type: 'heartbeat-missed', consecutiveMisses }),
      onRestored: () => emit({ type: 'heartbeat-restored' }),
    })
    loading?.resolve()
    emit({ type: 'ready' })
  }

  function failLoad(): void {
    if (phase !== 'loading') return
    teardownFrame()
    phase = 'idle' // a later call may try again
    loading?.reject(frameLoadFailed())
    loading = undefined
    emit({ type: 'load-failed' })
  }

  function load(): Promise<void> {
    if (phase === 'destroyed') return Promise.reject(frameNotSet())
    if (phase === 'ready') return Promise.resolve()
    if (loading) return loading.promise
    const doc = options.document ?? globalThis.document
    win = options.window ?? globalThis.window
    if (!doc?.body || !win) return Promise.reject(frameNotSet())

    let settle!: { resolve(): void; reject(error: Error): void }
    const promise = new Promise<void>((resolve, rejectLoad) => (settle = { resolve, reject: rejectLoad }))
    promise.catch(() => {}) // callers observe it; an unobserved failure is not an unhandled rejection
    loading = { promise, ...settle }
    phase = 'loading'
    win.addEventListener('message', onMessage)
    iframe = createHiddenFrame(doc, frameUrl({ secureSiteUrl: options.secureSiteUrl, projectId: options.projectId, appOrigin: win.location.origin }))
    iframe.addEventListener('error', failLoad)
    loadTimer = setTimeout(failLoad, loadTimeoutMs)
    return promise
  }

  function post(message: unknown): void {
    const target = iframe?.contentWindow
    if (!target) throw frameNotSet()
    target.postMessage(message, origin)
    debug.posted += 1
  }

  /** RELOAD, then the READY of the reloaded frame (within the load timeout); one reload at a time. */
  function reloadFrame(): Promise<void> {
    reloading ??= new Promise<void>((resolve, rejectReload) => {
      const timer = setTimeout(() => done(frameLoadFailed()), loadTimeoutMs)
      const stop = bridge.on((event) => {
        if (event.type === 'ready') done()
      })
      function done(error?: Error): void {
        clearTimeout(timer)
        stop()
        if (error) rejectReload(error)
        else resolve()
      }
      send('RELOAD').catch(done)
    }).finally(() => (reloading = undefined))
    return reloading
  }

  function request<N extends RequestName>(name: N, ...args: RequestArgs<N>): Promise<SuccessPayload<N>> {
    return send(name, ...args).catch(async (error: unknown) => {
      if (!isPorticoError(error, 'FRAME_TIMEOUT') || name === 'HEARTBEAT' || name === 'RELOAD' || phase !== 'ready') throw error
      const reloaded = reloadFrame().then(() => true, () => false)
      // Not asked again: its SPEC §9 timeout reaches the caller now, and the reloaded frame serves the next call.
      if (!RETRIED.has(name)) throw error
      if (!(await reloaded) || args[1]?.signal?.aborted) throw error
      return send(name, ...args)
    })
  }

  function send<N extends RequestName>(name: N, ...[payload, requestOptions]: RequestArgs<N>): Promise<SuccessPayload<N>> {
    const signal = requestOptions?.signal
    if (signal?.aborted) return Promise.reject(requestAborted())
    if (phase === 'destroyed') return Promise.reject(frameNotSet())
    const message = { id: globalThis.crypto.randomUUID(), type: APP[name], payload }
    const schema = APP_REQUEST_SCHEMAS.get(APP[name])
    const checked = schema ? z.safeParse(schema, message) : undefined
    if (!checked?.success) {
      const details = checked ? formatIssues(checked.error) : 'unknown type'
      return Promise.reject(frameRequestInvalid(name, details))
    }

    return new Promise<SuccessPayload<N>>((resolve, rejectRequest) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const onAbort = () => pending.reject(message.id, requestAborted())
      pending.add(message.id, { name, resolve: resolve as (value: unknown) => void, reject: rejectRequest }, () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      })
      signal?.addEventListener('abort', onAbort, { once: true })

      load().then(
        () => {
          if (pending.nameOf(message.id) === undefined) return // aborted while queued
          try {
            post(checked.data)
            debug.sent[name] = (debug.sent[name] ?? 0) + 1
          } catch (error) {
            pending.reject(message.id, error as Error)
            return
          }
          const ms = timeoutOf(name)
          if (ms !== undefined) timer = setTimeout(() => pending.reject(message.id, frameTimeout(name, ms)), ms)
        },
        (error: Error) => pending.reject(message.id, error),
      )
    })
  }

  const bridge: FrameBridge = {
    origin,
    debug,
    isReady: () => phase === 'ready',
    load,
    request,
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      if (phase === 'destroyed') return
      phase = 'destroyed'
      teardownFrame()
      loading?.reject(somethingWentWrong())
      loading = undefined
      pending.rejectAll(somethingWentWrong)
      listeners.clear()
    },
  }
  return bridge
}
