// `npm test`: type check, lint, unit + integration tests, build, size-limit, browser tests.
// Runs every step (a failure does not hide later ones) and closes with one summary line. The checks that
// each use one core (type check, lint, build, size-limit) run side by side, their output printed as each
// ends; the two test steps use every core (one vitest worker per core) and run one after the other.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { PACKED_MANIFESTS } from './tarball.mjs'

const resultsDir = 'test-results'
rmSync(`${resultsDir}/unit.json`, { force: true })
rmSync(`${resultsDir}/e2e.json`, { force: true })
// Written by the reliability tests (test/reliability-figures.ts): the figures of this run only.
const figuresFile = `${resultsDir}/reliability-figures.jsonl`
rmSync(figuresFile, { force: true })
mkdirSync(resultsDir, { recursive: true })

const hasE2e = existsSync('test/e2e/vitest.e2e.config.ts')
const packedDir = `${resultsDir}/packed`
rmSync(packedDir, { recursive: true, force: true })
/** Groups run one after the other; the steps of a group run side by side. */
const groups = [
  ...(hasE2e ? [[['browser (Debian chromium)', 'node', ['scripts/ensure-chromium.mjs']]]] : []),
  [
    ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.']],
    // npm pack builds dist/ and devnet/dist (their prepacks) and leaves the tarballs the packaging test and the examples install.
    ['build and pack', 'node', ['scripts/tarball.mjs', packedDir]],
    ['size-limit', 'npx', ['size-limit']],
  ],
  [['unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/unit.json`]]],
  ...(hasE2e ? [[['browser tests', 'npx', ['vitest', 'run', '-c', 'test/e2e/vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/e2e.json`]]]] : []),
]

const packed = Object.fromEntries(Object.entries(PACKED_MANIFESTS).map(([name, file]) => [name, resolve(`${packedDir}/${file}`)]))
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...packed }
const header = (title, command, args) => `\n▶ ${title}: ${command} ${args.join(' ')}`
const footer = (title, status, stepStarted) => `${status === 0 ? '✔' : '✘'} ${title} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`

/** A step alone: its output as it comes. */
function runLive([title, command, args]) {
  const stepStarted = Date.now()
  console.log(header(title, command, args))
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', () => resolve(1))
    child.on('close', (status) => {
      console.log(footer(title, status, stepStarted))
      resolve(status)
    })
  })
}

/** A step beside others: its output kept, then printed in one piece when it ends. */
function runBuffered([title, command, args]) {
  const stepStarted = Date.now()
  const output = []
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (status) => {
      console.log(header(title, command, args))
      process.stdout.write(Buffer.concat(output))
      console.log(footer(title, status, stepStarted))
      resolve(status)
    })
  })
}

const failedSteps = []
const started = Date.now()
for (const group of groups) {
  const statuses = await Promise.all(group.map((step) => (group.length === 1 ? runLive(step) : runBuffered(step))))
  group.forEach(([title], i) => statuses[i] !== 0 && failedSteps.push(title))
}

function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, failures: [] }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return {
    failures: failuresOf(report),
    passed: report.numPassedTests ?? 0,
    // A file that fails before its tests run (a broken import, a failing beforeAll) shows as a failed
    // suite with no failed test; the step's exit code still marks it, see stepFailures below.
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

// Each failed test (or suite that failed before its tests ran) as one line, repeated beside the summary:
// CI shows only the end of the output, and a failure's name must be in it.
function failuresOf(report) {
  const firstLine = (messages) => (messages?.[0] ?? '').split('\n').find((line) => line.trim()) ?? ''
  return (report.testResults ?? []).flatMap((file) => {
    const name = relative(process.cwd(), file.name)
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine([file.message])}`]
    return tests.map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages)}`)
  })
}

const unit = counts(`${resultsDir}/unit.json`)
const e2e = counts(`${resultsDir}/e2e.json`)
const passed = unit.passed + e2e.passed
// A failed step whose report shows no failed test (type check, lint, size-limit, a crashed runner)
// still counts as one failure, so the summary never reads green over a red step.
const stepFailures = failedSteps.filter((title) =>
  title === 'unit and integration tests' ? unit.failed === 0 : title === 'browser tests' ? e2e.failed === 0 : true,
).length
const failed = unit.failed + e2e.failed + stepFailures
const skipped = unit.skipped + e2e.skipped
if (existsSync(figuresFile)) {
  const sums = new Map()
  for (const line of readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean)) {
    const { figure, count } = JSON.parse(line)
    sums.set(figure, (sums.get(figure) ?? 0) + count)
  }
  console.log(`\nreliability figures: ${[...sums].map(([figure, count]) => `${figure} ${count.toLocaleString('en')}`).join(', ')}`)
}
console.log(`\nunit+integration: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`)
for (const failure of [...unit.failures, ...e2e.failures]) console.log(`  failed: ${failure.slice(0, 400)}`)
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`)
console.log(`total time ${((Date.now() - started) / 60000).toFixed(1)} min`)
console.log(`summary: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length || failed ? 1 : 0)
