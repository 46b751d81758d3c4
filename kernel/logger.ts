/**
 * The log (SPEC §9): recent entries in a ring buffer of at most LOG_BUFFER_CHARS characters of text (the
 * oldest dropped first), read by the app with `modal.getLogs()`. It records the bus: a failure the kernel
 * reported (`error`, level 'error'), an analytics event (level 'info'), any other event (level 'debug');
 * an entry above the configured level is not kept. Loaded on first need (a reported failure, getLogs(), or
 * at start for the levels 'info' and 'debug'), so the page's first chunk carries none of it.
 */
import { errorMessage, isPorticoError } from './errors'
import { LOG_BUFFER_CHARS } from './constants'
import { LOG_LEVELS, type LogEntry, type LogLevel } from './log-level'

export type { LogEntry } from './log-level'

export interface Logger {
  /** One bus event (what `bus.on('*')` hands over). */
  record(type: string | symbol, event: unknown): void
  /** The entries kept, oldest first (a copy). */
  entries(): LogEntry[]
}

const sizeOf = (entry: LogEntry) => entry.source.length + entry.message.length + (entry.code?.length ?? 0) + 32

function describe(event: unknown): string {
  try {
    return JSON.stringify(event, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)) ?? ''
  } catch {
    return String(event) // a cycle, a host object
  }
}

function entryOf(type: string, event: unknown, time: number): LogEntry {
  if (type === 'error') {
    const { error, source } = event as { error: unknown; source: string }
    return { time, level: 'error', source, message: errorMessage(error), ...(isPorticoError(error) ? { code: String(error.code) } : {}) }
  }
  if (type === 'analytics') return { time, level: 'info', source: type, message: describe(event) }
  return { time, level: 'debug', source: type, message: describe(event) }
}

export function createLogger(level: LogLevel, maxChars = LOG_BUFFER_CHARS, now: () => number = Date.now): Logger {
  const rank = LOG_LEVELS.indexOf(level)
  const kept: LogEntry[] = []
  let size = 0
  return {
    record(type, event) {
      if (typeof type !== 'string') return
      // Before building the text: at the default level the bus's chatter costs nothing.
      const eventLevel = type === 'error' ? 1 : type === 'analytics' ? 3 : 4
      if (eventLevel > rank) return
      const entry = entryOf(type, event, now())
      // One entry never outgrows the buffer by itself.
      if (sizeOf(entry) > maxChars) entry.message = entry.message.slice(0, Math.max(0, maxChars - sizeOf({ ...entry, message: '' })))
      kept.push(entry)
      size += sizeOf(entry)
      while (size > maxChars) size -= sizeOf(kept.shift() as LogEntry)
    },
    entries: () => kept.slice(),
  }
}
