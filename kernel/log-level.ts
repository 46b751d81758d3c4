/**
 * The log's SPEC §9 constants (default level 'error', a buffer of about 1 MB), its levels and entries, apart from
 * the logger (kernel/logger.ts, loaded when first needed) so the config can name them without loading it.
 */

/** From quietest to most verbose: an entry is kept when its level is at or before the configured one. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** SPEC §9 "default log level 'error'". */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'
/** SPEC §9 "log buffer ~1 MB": the entries' text kept at most, in characters; the oldest go first. */
export const LOG_BUFFER_CHARS = 1_000_000

/** One entry of the log (`modal.getLogs()`). */
export interface LogEntry {
  /** When it was recorded (ms since the epoch). */
  time: number
  level: Exclude<LogLevel, 'silent'>
  /** What reported it: the `error` event's source ('runtime', 'connection', ...), 'analytics' or the bus event's name. */
  source: string
  message: string
  /** The PorticoError's code, for a failure. */
  code?: string
}
