/**
 * The log's levels and entries, apart from the logger (kernel/logger.ts, loaded when first needed) so the
 * config can name them without loading it; its SPEC §9 constants are in kernel/constants.ts.
 */

/** From quietest to most verbose: an entry is kept when its level is at or before the configured one. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export { DEFAULT_LOG_LEVEL, LOG_BUFFER_CHARS } from './constants'

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
