/**
 * Records every TCP/TLS connection and fetch the test process attempts, so a test can assert that
 * nothing left 127.0.0.1 (WalletConnect's hosted telemetry, verify and relay hosts included).
 */
import net from 'node:net'

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1'])

export interface OutboundRecorder {
  /** Hosts of attempted connections and fetches that are not loopback. */
  nonLoopback(): string[]
  /** Every host seen, loopback included (proves the recorder saw the relay's own sockets). */
  all(): string[]
  restore(): void
}

function hostOf(args: unknown[]): string | undefined {
  // net.connect() passes its normalised [options, callback] array; callers may pass (options) or (port, host).
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (first !== null && typeof first === 'object') {
    const options = first as { host?: unknown; path?: unknown }
    if (typeof options.path === 'string') return undefined // IPC, not network
    return typeof options.host === 'string' ? options.host : 'localhost'
  }
  return typeof args[1] === 'string' ? args[1] : 'localhost'
}

export function recordOutbound(): OutboundRecorder {
  const hosts: string[] = []
  const originalConnect = net.Socket.prototype.connect
  const originalFetch = globalThis.fetch

  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const host = hostOf(args)
    if (host !== undefined) hosts.push(host)
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof net.Socket.prototype.connect

  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    hosts.push(new URL(url).hostname.replace(/^\[|\]$/g, ''))
    return originalFetch(input, init)
  }

  return {
    nonLoopback: () => hosts.filter((host) => !LOOPBACK.has(host)),
    all: () => [...hosts],
    restore() {
      net.Socket.prototype.connect = originalConnect
      globalThis.fetch = originalFetch
    },
  }
}
