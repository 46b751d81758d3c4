/**
 * Timings mean little on a busy machine: before a timing part the bench waits until the 1-minute load average
 * falls below the core count (checked every 5 s, at most `limitMs`), and reports the load it began at and how
 * long it waited, so a figure taken on a busy machine says so.
 */
import { cpus, loadavg } from 'node:os'

const CHECK_MS = 5_000

/** Resolves with the load the part begins at, the seconds waited and whether the machine was quiet then. */
export async function waitForQuiet(limitMs = 5 * 60_000) {
  const cores = cpus().length
  const started = Date.now()
  while (loadavg()[0] >= cores && Date.now() - started < limitMs) await new Promise((resolve) => setTimeout(resolve, CHECK_MS))
  const load = loadavg()[0]
  return { load, waitedSeconds: Math.round((Date.now() - started) / 1000), quiet: load < cores }
}
