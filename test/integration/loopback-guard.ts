/**
 * Records every outgoing TCP connection of this process that targets
 * anything but loopback, by wrapping net.Socket.prototype.connect.
 */
import net from 'node:net'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', undefined])

export function guardLoopback(): { outside: string[]; connections: number; restore(): void } {
  const original = net.Socket.prototype.connect
  const record = { outside: [] as string[], connections: 0, restore: () => void (net.Socket.prototype.connect = original) }
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const [first, second] = args
    const options = typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as { host?: string; path?: string; port?: number }) : undefined
    const host = options ? options.host : typeof second === 'string' ? second : undefined
    const isPipe = options ? Boolean(options.path) : typeof first === 'string' && Number.isNaN(Number(first))
    if (!isPipe) {
      record.connections++
      if (!LOOPBACK_HOSTS.has(host)) record.outside.push(`${host}:${options?.port ?? first}`)
    }
    return (original as (...rest: unknown[]) => net.Socket).apply(this, args)
  } as typeof original
  return record
}
