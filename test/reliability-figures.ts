/**
 * The README's Reliability figures come from the run itself: a reliability
 * test records what it tried (keys poisoned, messages fuzzed, payloads,
 * faults injected) once its assertions have passed, and `npm test` prints the
 * sums before its summary line (scripts/test.mjs). One JSON line per record.
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export const FIGURES_FILE = 'test-results/reliability-figures.jsonl'

export type Figure = 'keys poisoned' | 'messages fuzzed' | 'payloads tried' | 'faults injected' | 'open/close cycles' | 'connect sequences' | 'wallet misbehaviours' | 'connect/disconnect cycles' | 'theme changes followed'

export function recordFigure(figure: Figure, count: number, where: string): void {
  mkdirSync(dirname(FIGURES_FILE), { recursive: true })
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ figure, count, where })}\n`)
}
