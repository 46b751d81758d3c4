/**
 * What a page holds on to, counted in the page rather than guessed: live timers (a timeout not yet fired or
 * cleared, an interval not cleared, an animation frame or idle callback pending), event listeners added through
 * addEventListener (by target: window, document, nodes in the document, detached nodes still alive, other
 * targets such as AbortSignal or a socket), open WebSockets, open BroadcastChannels and MessageChannels, windows
 * opened and not closed; and, from the browser, the page's frames and its JS heap after a forced GC (CDP).
 *
 * installLeakCounter adds an init script to a context: Playwright runs it in every frame before the frame's own
 * scripts, outside the page's Content-Security-Policy (it creates no script, so Trusted Types do not apply).
 * It wraps the platform functions and keeps only weak references to what it counts (no object stays alive
 * because it is counted), so what a forced GC collects is no longer counted. Install it before the pages load.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core'

export interface LeakCounts {
  timeouts: number
  intervals: number
  /** requestAnimationFrame and requestIdleCallback callbacks pending. */
  frameCallbacks: number
  listeners: { window: number; document: number; connected: number; detached: number; other: number }
  sockets: number
  /** BroadcastChannels, and MessageChannels with a port not closed. */
  channels: number
  /** Windows opened with window.open and not closed. */
  windows: number
}

export interface PageLeaks {
  /** Summed over every frame of the page (the embedded wallet's included). */
  counts: LeakCounts
  /** Frames of the page, the main frame included (cross-origin frames too). */
  frames: number
  /** The main frame's JS heap in bytes after a forced GC (Runtime.getHeapUsage usedSize). */
  heapBytes: number
  /**
   * The nodes with listeners, described (connected or detached, in a shadow root or not, tag, class, listener types)
   * and counted: not compared (a class may change), but what says which part of the page kept a listener.
   */
  listenerNodes: Record<string, number>
}

const GLOBAL = '__porticoLeaks'

/** Counts every page of the context from its first document (see above). */
export async function installLeakCounter(context: BrowserContext): Promise<void> {
  await context.addInitScript(leakCounter, GLOBAL)
}

function leakCounter(globalName: string): void {
  const scope = window as unknown as Record<string, unknown>
  if (scope[globalName]) return
  // The originals, so the counter's own bookkeeping is never counted.
  const add = EventTarget.prototype.addEventListener
  const remove = EventTarget.prototype.removeEventListener

  const timeouts = new Set<number>()
  const intervals = new Set<number>()
  const frameCallbacks = new Set<string>()
  type Fn = (this: unknown, ...args: unknown[]) => unknown
  const platform = window as unknown as Record<string, Fn>
  const nativeSetTimeout = platform.setTimeout as Fn
  const nativeSetInterval = platform.setInterval as Fn
  const nativeClearTimeout = platform.clearTimeout as Fn
  const nativeClearInterval = platform.clearInterval as Fn
  platform.setTimeout = function (handler, ...rest) {
    if (typeof handler !== 'function') return nativeSetTimeout.call(this, handler, ...rest)
    const id = nativeSetTimeout.call(
      this,
      function (this: unknown, ...callArgs: unknown[]) {
        timeouts.delete(id)
        return (handler as Fn).apply(this, callArgs)
      },
      ...rest,
    ) as number
    timeouts.add(id)
    return id
  }
  platform.setInterval = function (...args) {
    const id = nativeSetInterval.apply(this, args) as number
    intervals.add(id)
    return id
  }
  // Either clear function clears either kind of timer (HTML's list of timers is shared).
  platform.clearTimeout = function (id) {
    timeouts.delete(id as number)
    intervals.delete(id as number)
    return nativeClearTimeout.call(this, id)
  }
  platform.clearInterval = function (id) {
    timeouts.delete(id as number)
    intervals.delete(id as number)
    return nativeClearInterval.call(this, id)
  }
  const wrapFrameCallback = (kind: string, request: string, cancel: string) => {
    const nativeRequest = platform[request]
    const nativeCancel = platform[cancel]
    if (!nativeRequest || !nativeCancel) return
    platform[request] = function (callback, ...rest) {
      const id = nativeRequest.call(
        this,
        function (this: unknown, ...callArgs: unknown[]) {
          frameCallbacks.delete(`${kind}:${id}`)
          return (callback as Fn).apply(this, callArgs)
        },
        ...rest,
      ) as number
      frameCallbacks.add(`${kind}:${id}`)
      return id
    }
    platform[cancel] = function (id) {
      frameCallbacks.delete(`${kind}:${id}`)
      return nativeCancel.call(this, id)
    }
  }
  wrapFrameCallback('raf', 'requestAnimationFrame', 'cancelAnimationFrame')
  wrapFrameCallback('idle', 'requestIdleCallback', 'cancelIdleCallback')

  // Listeners by target: a weak map to the target's own registrations, plus weak refs to enumerate the targets.
  // `registered` is what the browser holds: the listener itself, or the wrapper that forgets a `once` listener.
  type Registration = { type: string; capture: boolean; listener: unknown; registered: EventListenerOrEventListenerObject; signal?: AbortSignal; onAbort?: () => void }
  const registrations = new WeakMap<EventTarget, Registration[]>()
  const targets = new Set<WeakRef<EventTarget>>()
  const captureOf = (options: unknown) => (typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture))
  const find = (target: EventTarget, type: string, listener: unknown, capture: boolean) =>
    registrations.get(target)?.find((r) => r.type === type && r.listener === listener && r.capture === capture)
  const drop = (target: EventTarget, registration: Registration) => {
    const list = registrations.get(target) ?? []
    const index = list.indexOf(registration)
    if (index >= 0) list.splice(index, 1)
    // The counter's own hook on the signal goes too: a long-lived signal would otherwise keep it (and the target).
    if (registration.signal && registration.onAbort) remove.call(registration.signal, 'abort', registration.onAbort)
  }
  const register = (target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    const capture = captureOf(options)
    const opts = typeof options === 'object' ? options : undefined
    const existing = find(target, type, listener, capture)
    // A second add of the same listener is a no-op; one with an aborted signal is never added.
    if (existing || opts?.signal?.aborted) return existing?.registered ?? listener
    if (!registrations.has(target)) {
      registrations.set(target, [])
      targets.add(new WeakRef(target))
    }
    const registration: Registration = { type, capture, listener, registered: listener }
    // A `once` listener and one whose signal aborts are removed by the browser itself, not through removeEventListener.
    if (opts?.once) {
      registration.registered = function (this: unknown, event: Event) {
        drop(target, registration)
        return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event)
      }
    }
    if (opts?.signal) {
      registration.signal = opts.signal
      registration.onAbort = () => drop(target, registration)
      add.call(opts.signal, 'abort', registration.onAbort, { once: true })
    }
    registrations.get(target)?.push(registration)
    return registration.registered
  }
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    return add.call(this, type, listener && register(this, type, listener, options), options)
  }
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    const registration = listener ? find(this, type, listener, captureOf(options)) : undefined
    if (!registration) return remove.call(this, type, listener, options)
    drop(this, registration)
    return remove.call(this, type, registration.registered, options)
  }

  // Sockets and channels: weak refs, live while open.
  interface Tracked {
    WebSocket: WebSocket
    BroadcastChannel: BroadcastChannel
    MessageChannel: MessageChannel
  }
  /** Every instance the page makes of a constructor, as a weak ref. */
  const instancesOf = <K extends keyof Tracked>(name: K): Set<WeakRef<Tracked[K]>> => {
    const made = new Set<WeakRef<Tracked[K]>>()
    const native = (window as unknown as Partial<Record<K, new (...args: unknown[]) => Tracked[K]>>)[name]
    if (!native) return made
    const tracking = new Proxy(native, {
      construct(target, args, newTarget) {
        const instance = Reflect.construct(target, args, newTarget === tracking ? target : newTarget) as Tracked[K]
        made.add(new WeakRef(instance))
        return instance
      },
    })
    Object.assign(window, { [name]: tracking })
    return made
  }
  /** What `close` was called on, for a prototype that has one. */
  const closedOf = (prototype: { close(): void } | undefined): WeakSet<object> => {
    const closed = new WeakSet<object>()
    if (!prototype) return closed
    const nativeClose = prototype.close
    prototype.close = function (this: object) {
      closed.add(this)
      return nativeClose.call(this)
    }
    return closed
  }
  const sockets = instancesOf('WebSocket')
  const broadcastChannels = instancesOf('BroadcastChannel')
  const closedBroadcasts = closedOf(window.BroadcastChannel?.prototype)
  const messageChannels = instancesOf('MessageChannel')
  const closedPorts = closedOf(MessagePort.prototype)
  const windows = new Set<WeakRef<Window>>()
  const nativeOpen = window.open
  window.open = function (this: unknown, ...args: unknown[]) {
    const opened = nativeOpen.apply(this, args as Parameters<typeof window.open>)
    if (opened) windows.add(new WeakRef(opened))
    return opened
  }

  /** The live members of a weak set (pruning the collected ones) that `keep` accepts. */
  const live = <T extends object>(set: Set<WeakRef<T>>, keep: (value: T) => boolean) => {
    let count = 0
    for (const ref of set) {
      const value = ref.deref()
      if (!value) set.delete(ref)
      else if (keep(value)) count++
    }
    return count
  }
  const counts = () => {
    const listeners = { window: 0, document: 0, connected: 0, detached: 0, other: 0 }
    const nodes: Record<string, number> = {}
    for (const ref of targets) {
      const target = ref.deref()
      const n = target ? (registrations.get(target)?.length ?? 0) : 0
      if (!target) targets.delete(ref)
      if (!target || n === 0) continue
      const where = target === window ? 'window' : target === document ? 'document' : target instanceof Node ? (target.isConnected ? 'connected' : 'detached') : 'other'
      listeners[where] += n
      if (target instanceof Element) {
        const root = target.getRootNode() instanceof ShadowRoot ? 'shadow ' : ''
        const types = (registrations.get(target) ?? []).map((registration) => registration.type).join(',')
        const key = `${where} ${root}${target.localName}.${target.getAttribute('class') ?? ''}: ${types}`
        nodes[key] = (nodes[key] ?? 0) + 1
      }
    }
    return {
      nodes,
      timeouts: timeouts.size,
      intervals: intervals.size,
      frameCallbacks: frameCallbacks.size,
      listeners,
      sockets: live(sockets, (s) => s.readyState === WebSocket.CONNECTING || s.readyState === WebSocket.OPEN),
      channels: live(broadcastChannels, (c) => !closedBroadcasts.has(c)) + live(messageChannels, (c) => !closedPorts.has(c.port1) || !closedPorts.has(c.port2)),
      windows: live(windows, (w) => !w.closed),
    }
  }
  Object.defineProperty(window, globalName, { value: { counts } })
}

const ZERO: LeakCounts = { timeouts: 0, intervals: 0, frameCallbacks: 0, listeners: { window: 0, document: 0, connected: 0, detached: 0, other: 0 }, sockets: 0, channels: 0, windows: 0 }

function sum(a: LeakCounts, b: LeakCounts): LeakCounts {
  const listeners = { ...a.listeners }
  for (const key of Object.keys(listeners) as (keyof LeakCounts['listeners'])[]) listeners[key] += b.listeners[key]
  return { timeouts: a.timeouts + b.timeouts, intervals: a.intervals + b.intervals, frameCallbacks: a.frameCallbacks + b.frameCallbacks, listeners, sockets: a.sockets + b.sockets, channels: a.channels + b.channels, windows: a.windows + b.windows }
}

/** All listeners of a count, wherever they are. */
export function listenerTotal(counts: LeakCounts): number {
  return Object.values(counts.listeners).reduce((a, b) => a + b, 0)
}

/** The listener nodes whose counts differ between two measures: `description: before → after`. */
export function listenerNodesChanged(before: PageLeaks, after: PageLeaks): string[] {
  const keys = new Set([...Object.keys(before.listenerNodes), ...Object.keys(after.listenerNodes)])
  return [...keys].filter((key) => before.listenerNodes[key] !== after.listenerNodes[key]).map((key) => `${key}: ${before.listenerNodes[key] ?? 0} → ${after.listenerNodes[key] ?? 0}`)
}

/** A page's counter, with a CDP session of its own for the forced GC and the heap. */
export interface LeakProbe {
  /** Collects garbage (twice: what the first frees may hold the last references to more), counts, and reads the heap. */
  measure(): Promise<PageLeaks>
}

export async function leakProbe(page: Page): Promise<LeakProbe> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const collect = async () => {
    for (let round = 0; round < 2; round++) await cdp.send('HeapProfiler.collectGarbage')
  }
  return {
    async measure() {
      await collect()
      const frames = page.frames()
      type FrameCounts = LeakCounts & { nodes: Record<string, number> }
      const perFrame = await Promise.all(
        frames.map((frame) =>
          frame.evaluate((name) => (window as unknown as Record<string, { counts(): FrameCounts } | undefined>)[name]?.counts(), GLOBAL).catch(() => undefined),
        ),
      )
      if (perFrame[0] === undefined) throw new Error('no leak counter in the page: installLeakCounter(context) before it loads')
      const listenerNodes: Record<string, number> = {}
      let counts = ZERO
      for (const frame of perFrame) {
        if (!frame) continue
        const { nodes, ...frameCounts } = frame
        counts = sum(counts, frameCounts)
        for (const [key, n] of Object.entries(nodes)) listenerNodes[key] = (listenerNodes[key] ?? 0) + n
      }
      // Again once counting has let go of the weak references it pruned, so the heap holds nothing of the count.
      await collect()
      const heapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize
      return { counts, frames: frames.length, heapBytes, listenerNodes }
    },
  }
}
