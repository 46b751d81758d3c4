/**
 * `npm --prefix bench run soak`: heap.mjs's open/close cycles 1,000 times per app, side by side (same cycle, same
 * forced GC), after `npm --prefix bench run build`. Not part of run.mjs (it takes minutes): it writes its own section
 * of results.md, which run.mjs keeps. The second half's growth is the one that tells a leak from warm-up: by then
 * V8 has compiled what the cycles run and the browser's bounded buffers are full.
 */
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromiumVersion } from './lib/browser.mjs'
import { measureHeap } from './heap.mjs'
import { APPS, BENCH_DIR } from './lib/paths.mjs'
import { markdownCells } from './lib/report.mjs'
import { sectionEnd, sectionStart, writeSection } from './lib/sections.mjs'

const CYCLES = Number(process.env.BENCH_SOAK_CYCLES ?? 1_000)
const BUDGET_MS = Number(process.env.BENCH_SOAK_BUDGET_MS ?? 15 * 60_000)
const NAMES = { portico: 'Portico', appkit: 'AppKit', rainbowkit: 'RainbowKit' }

const kB = (bytes) => `${bytes < 0 ? '−' : '+'}${(Math.abs(bytes) / 1000).toFixed(1)} kB`
const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

const started = Date.now()
const heap = await measureHeap({ cycles: CYCLES, budgetMs: BUDGET_MS, part: 'soak' })
const half = Math.floor(CYCLES / 2)
const cell = (app, show) => (heap[app]?.ok ? show(heap[app]) : `n/a (${heap[app]?.reason ?? 'did not run'})`)
const rows = [
  [`JS heap growth, ${CYCLES.toLocaleString('en')} open/close cycles (from the first close)`, (h) => kB(h.growth)],
  [`JS heap growth, cycles ${half + 1}–${CYCLES} (the second half)`, (h) => kB(h.secondHalfGrowth)],
  [`JS heap after ${CYCLES.toLocaleString('en')} cycles (before the first open)`, (h) => `${MB(h.afterLastCycle)} (${MB(h.beforeFirstOpen)})`],
  ['time for the cycles', (h) => `${h.seconds.toFixed(0)} s`],
]
const table = markdownCells(['Figure', ...APPS.map((app) => NAMES[app])], rows.map(([label, show]) => [label, ...APPS.map((app) => cell(app, show))]))
const text = [
  sectionStart('soak'),
  '## Soak: 1,000 open/close cycles',
  '',
  `Date: ${new Date().toISOString()}; ${cpus().length} cores, chromium ${await chromiumVersion().catch(() => 'unknown')}, node ${process.version}; load average ${heap.loadAverage.start.toFixed(1)} at the start, ${heap.loadAverage.end.toFixed(1)} at the end; ${((Date.now() - started) / 60_000).toFixed(1)} min. \`npm --prefix bench run build && npm --prefix bench run soak\`.`,
  '',
  table,
  '',
  `- The heap part's cycle (click the button, first view laid out, Escape, view gone) ${CYCLES.toLocaleString('en')} times per app, the three apps side by side, a browser each; \`Runtime.getHeapUsage\` usedSize after a forced GC (\`HeapProfiler.collectGarbage\`) after the first cycle, after cycle ${half} and after the last. kB = 1000 bytes.`,
  '- Growth in the first half is mostly warm-up (code V8 compiles and optimises, the browser\'s bounded buffers of performance entries); what still grows in the second half is what each cycle keeps.',
  '- Portico\'s browser test `test/e2e/reliability/soak.e2e.test.ts` runs its own 1,000 cycles in the demo and also counts the timers, listeners, sockets and frames left (none).',
  sectionEnd('soak'),
].join('\n')
writeSection(join(BENCH_DIR, 'results.md'), 'soak', text)
console.log(`\n${table}\n\nwrote the soak section of bench/results.md`)
