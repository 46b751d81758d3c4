/**
 * `npm run bench`: build, bytes, open time, connect time, heap, list scale, each in its own
 * process with a time limit (a crash or hang becomes 'n/a (reason)' in the
 * table, never the end of the run); then the table and the goals on stdout and
 * in results.md.
 */
import { spawn } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { chromiumVersion } from './lib/browser.mjs'
import { goalsTable } from './lib/goals.mjs'
import { waitForQuiet } from './lib/quiet.mjs'
import { currentKeptSections } from './lib/sections.mjs'
import { APPS, BENCH_DIR, REPO_DIR, RESULTS_DIR } from './lib/paths.mjs'
import { buildRows, markdownTable } from './lib/report.mjs'
import { readPart } from './lib/results.mjs'

const MINUTE = 60_000
const PARTS = [
  { name: 'build', args: [join(BENCH_DIR, 'build.mjs')], limit: 5 * MINUTE },
  { name: 'bytes', args: [join(BENCH_DIR, 'bytes.mjs')], limit: 2 * MINUTE },
  { name: 'open-time', args: [join(BENCH_DIR, 'open-time.mjs')], limit: 5 * MINUTE, timed: true },
  // The test wallet and anvil are TypeScript, as the devnet below.
  { name: 'connect-time', args: ['--import', 'tsx', join(BENCH_DIR, 'connect-time.mjs')], limit: 11 * MINUTE, cwd: REPO_DIR, timed: true },
  { name: 'heap', args: [join(BENCH_DIR, 'heap.mjs')], limit: 4 * MINUTE },
  // The devnet is TypeScript: tsx resolves from the repo root.
  { name: 'list-scale', args: ['--import', 'tsx', join(BENCH_DIR, 'list-scale.mjs')], limit: 3 * MINUTE, cwd: REPO_DIR, timed: true },
]

const started = Date.now()
// Timings mean little on a busy machine: the load is recorded beside them.
const loadBefore = loadavg()[0]
await rm(RESULTS_DIR, { recursive: true, force: true })
const exits = {}
const loads = {}
const waits = {}
for (const part of PARTS) {
  if (part.timed) {
    const { load, waitedSeconds, quiet } = await waitForQuiet()
    waits[part.name] = `${waitedSeconds} s${quiet ? '' : ', still busy'}`
    loads[part.name] = load
  } else loads[part.name] = loadavg()[0]
  exits[part.name] = await runPart(part)
}

const [build, bytes, openTime, connectTime, heap, listScale] = await Promise.all(PARTS.map((part) => readPart(part.name)))
const table = markdownTable(buildRows({ build, bytes, openTime, connectTime, listScale, heap }))
const goals = goalsTable({ bytes, openTime, connectTime, listScale })
console.log(`\n${table}\n\n${goals}\n`)
const markdown = await resultsMarkdown({ table, goals, bytes, openTime, connectTime, listScale, heap, exits, loads, waits, minutes: (Date.now() - started) / MINUTE })
// The soak (soak.mjs) and install-size (install.mjs, it needs the registry) figures: kept as they are.
const keptFigures = currentKeptSections(join(BENCH_DIR, 'results.md'))
await writeFile(join(BENCH_DIR, 'results.md'), keptFigures ? `${markdown.trimEnd()}\n\n${keptFigures}\n` : markdown)
console.log(`wrote bench/results.md (${((Date.now() - started) / MINUTE).toFixed(1)} min)`)

function runPart({ name, args, limit, cwd = BENCH_DIR }) {
  return new Promise((resolve) => {
    console.log(`\n== ${name}`)
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
    const timer = setTimeout(() => child.kill('SIGTERM'), limit)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve(signal ? `killed after ${limit / MINUTE} min` : code === 0 ? 'ok' : `exit ${code}`)
    })
  })
}

async function resultsMarkdown({ table, goals, bytes, openTime, connectTime, listScale, heap, exits, loads, waits, minutes }) {
  const chromium = openTime?.chromium ?? (await chromiumVersion().catch(() => 'unknown'))
  const cpu = cpus()
  const sizeLimit = bytes?.porticoSizeLimit
  const lines = [
    '# Benchmark: Portico, Reown AppKit and RainbowKit side by side',
    '',
    `Date: ${new Date().toISOString()}  `,
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, chromium ${chromium}, node ${process.version}  `,
    `Load average (1 min): ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (${cpu.length} cores); above the core count the times are noisy.  `,
    `Run took ${minutes.toFixed(1)} min; parts (load average as each began): ${Object.entries(exits).map(([part, exit]) => `${part} ${exit} (${loads[part].toFixed(1)})`).join(', ')}.  `,
    `Before each timing part the bench waits (at most 5 min) until the load average falls below the core count: ${Object.entries(waits).map(([part, wait]) => `${part} waited ${wait}`).join(', ')}.`,
    '',
    table,
    '',
    '## Goals (issues 16, 26 and 29)',
    '',
    `Read from this run's figures (\`bench/dist/results/*.json\`). The timing goals need a quiet machine: load average ${loads['open-time'].toFixed(1)} as open-time began, ${loads['connect-time'].toFixed(1)} as connect-time began, ${loads['list-scale'].toFixed(1)} as list-scale began (${cpu.length} cores).`,
    '',
    goals,
    '',
    '## What the figures are',
    '',
    '- Apps: `bench/apps/<app>/main.tsx`, each the smallest setup its docs give, one network (Ethereum mainnet), React 19, built by the same vite 7 in one run.',
    '  AppKit `@reown/appkit@1.8.24` + `@reown/appkit-adapter-wagmi` with its defaults (email, socials, WalletConnect on) and `<appkit-button/>`;',
    '  RainbowKit 2.2.11 `getDefaultConfig` + `<ConnectButton/>`; both on wagmi 2.19.5. Portico: `createModal({ adapters: [eip155()], plugins: [walletconnect(), email()] })` + `<ConnectButton/>` (both plugins enabled, unused: as AppKit ships its WalletConnect and email support).',
    '- "every plugin" rows: `bench/apps/portico-full`, Portico with everything the demo configures (adapters eip155, solana, bip122, polkadot with a network each; plugins embedded-wallet, email, socials, walletconnect, history, receive, send, swaps, onramp, names, siwx), bytes only, beside AppKit\'s default build, which already has its email, socials, swaps, on-ramp and activity features on. RainbowKit has none of these built in: not compared.',
    '- Initial = the built `index.html`\'s scripts, modulepreloads and stylesheets plus their static `imports` closure in vite\'s manifest (not `dynamicImports`): what loads before the modal opens. Total = every emitted chunk. gzip -9, brotli -q 11, kB = 1000 bytes.',
    `- Times: headless chromium, ${openTime?.cpuThrottle ?? 4}× CPU throttling (CDP), a fresh profile per run (first visit), apps served from 127.0.0.1 uncompressed, every non-loopback request (and WebSocket) answered at once with an empty 200 (or a silent socket). ${openTime?.runsPlanned ?? 15} runs per app, interleaved and rotated.`,
    '  Timestamps are the page\'s own `performance.now()` (0 = navigation start), taken in requestAnimationFrame checks and recorded after that frame is produced. The probe reports each one on the console, and the bench waits for that message: it evaluates nothing in a page whose load is being timed (Playwright\'s polling would inject its own script there first).',
    `  Button interactive: visible (no hidden, transparent or aria-hidden ancestor), sized, enabled. The click comes ${openTime?.clickDelayMs ?? 1000} ms later (a real mouse click); the figure runs from its pointerdown to the frame in which the first entry of the modal's first view is laid out (entrance animations not awaited).`,
    `- Connect: the times' set-up, plus the same EIP-6963 test wallet in each app (the repo's in-page test wallet, \`bench/lib/test-wallet.mjs\`: dev account #0, every prompt approved at once, its authorisation kept in localStorage as an extension keeps it) and a devnet anvil as chain 1, which answers the wallet's reads and every JSON-RPC POST an app sends to its own mainnet RPC. ${connectTime?.runsPlanned ?? 15} runs per app, interleaved and rotated, a fresh profile each.`,
    `  Wallet click: the button, then the wallet's entry in the app's own modal (${connectTime?.pauseMs ?? 1000} ms after it appears); the figure runs from that click's pointerdown to the frame in which the app's account element is laid out and shows the address (its first 4 and last 4 characters: each app shortens it its own way). Reload (${connectTime?.pauseMs ?? 1000} ms later): navigation start to that frame, the app restoring the connection on its own.`,
    `- Heap: the three apps as in the times, without CPU throttling; ${heap?.cycles ?? 100} cycles of click the button, first view laid out, Escape, view gone. \`Runtime.getHeapUsage\` usedSize after a forced GC (\`HeapProfiler.collectGarbage\`): growth from after the first cycle (so loading the modal\'s code is not growth) to after the last; kB = 1000 bytes. It counts the whole JS heap, including code V8 compiles as the cycles warm up and the browser\'s buffered performance entries.`,
    '- List scale (Portico only): AllWallets over a devnet registry of 5,000 wallets, same throttling; 50 keystrokes (5-letter prefixes of 10 names) from keydown to the painted, settled, matching result; then wheel-scrolling the whole list with a `longtask` PerformanceObserver. The search waits at least 300 ms by SPEC §9, which sets a floor under the keystroke figure.',
    '',
    '## Details',
    '',
  ]
  if (sizeLimit?.ok) lines.push('Portico size-limit (`npx size-limit --json`):', '', ...sizeLimit.entries.map((e) => `- ${e.name}: ${(e.size / 1000).toFixed(1)} kB of ${e.sizeLimit ? (e.sizeLimit / 1000).toFixed(1) + ' kB' : 'no limit'}${e.passed === false ? ' (over budget)' : ''}`), '')
  else lines.push(`Portico size-limit: n/a (${sizeLimit?.reason ?? 'bytes did not run'})`, '')
  for (const app of ['portico', 'appkit', 'rainbowkit']) {
    const t = openTime?.[app]
    if (t?.ok) lines.push(`- ${app}: ${t.runs} runs${t.failures.length ? `, ${t.failures.length} failed (${t.failures[0]})` : ''}; non-loopback requests stubbed per load: median ${t.stubbedRequests.median}`)
  }
  for (const app of APPS) {
    const c = connectTime?.[app]
    if (c?.ok) lines.push(`- ${app} connect: ${c.runs} runs${c.failures.length ? `, ${c.failures.length} failed (${c.failures[0]})` : ''}; wallet requests on connect: ${c.walletCalls.connect.join(', ')}; after the reload: ${c.walletCalls.reload.join(', ')}`)
  }
  if (heap) lines.push(`- heap: load average ${heap.loadAverage.start.toFixed(1)} at the start, ${heap.loadAverage.end.toFixed(1)} at the end; ${APPS.map((app) => (heap[app]?.ok ? `${app} ${heap[app].seconds.toFixed(0)} s` : `${app} n/a`)).join(', ')}`)
  if (listScale?.ok) lines.push(`- list scale: scrolled to ${listScale.scroll.tilesReached} tiles in ${listScale.scroll.seconds.toFixed(1)} s; ${listScale.scroll.longTasksOver50ms} long tasks`)
  lines.push(
    '',
    '## Reproduce',
    '',
    '```sh',
    "npm --prefix bench install           # the bench runs the browser tests' chromium (its headless shell, installed with apt-get when missing; or set CHROMIUM_PATH)",
    'npm --prefix bench run bench         # build + bytes + open time + connect time + heap + list scale: ~10 min idle, ~25 min on a loaded 2-core machine',
    '```',
    '',
    'Parts alone: `npm --prefix bench run build|bytes|open-time|connect-time|heap|list-scale`. Knobs: `BENCH_RUNS` (15), `BENCH_CPU_THROTTLE` (4), `BENCH_OPEN_BUDGET_MS`, `BENCH_CONNECT_BUDGET_MS`, `BENCH_HEAP_CYCLES` (100), `BENCH_HEAP_BUDGET_MS`.',
    '',
  )
  return lines.join('\n')
}
