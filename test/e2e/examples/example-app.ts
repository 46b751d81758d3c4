/**
 * An example app (examples/<name>) as a user gets it: copied to a temporary folder, with Portico's packed tarball
 * (scripts/tarball.mjs, the packing the packaging test uses) in place of its `portico` dependency, and the test
 * kit's in place of `portico-devnet` when it has one, installed by npm from the registry (its cache first), then
 * built, size-checked or tested with the example's own scripts. Nothing from the repository is linked: the copy
 * sees only what the tarballs publish.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
// @ts-expect-error -- plain ESM script without types
import { packedDevnet, packedPortico } from '../../../scripts/tarball.mjs'

export interface Outcome {
  status: number | null
  output: string
  ms: number
}

export interface ExampleApp {
  /** The temporary copy. */
  dir: string
  /** Milliseconds taking the tarballs took: about 0 when `npm test` packed them, else `npm pack` (each prepack builds its package). */
  packMs: number
  /** `npm install` of the copy (the tarball and the example's dependencies). */
  install: Outcome
  /** Runs a command in the copy; its status, output and time, never a throw. */
  run(command: string, args: string[]): Promise<Outcome>
  /** Removes the copy and the tarball, in the background. */
  remove(): void
}

const EXAMPLES = join(process.cwd(), 'examples')

/** A loopback port free at the time of asking, for the example's own server. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** The environment a user's shell would give: without the test runner's NODE_ENV=test (Vite would build React's development bundle) and VITEST flags. */
export function appEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'IS_VITEST'))
  return { ...env, FORCE_COLOR: '0' }
}

function run(command: string, args: string[], cwd: string): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: appEnv() })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => (output += `${error.message}\n`))
    child.on('close', (status) => resolve({ status, output, ms: Date.now() - started }))
  })
}

/** The packages an example may take from the run's tarballs, and how to get each one's. */
const PACKED: Record<string, (dir: string) => { tarball: string }> = { portico: packedPortico, 'portico-devnet': packedDevnet }

/** Takes the run's packed tarballs (or packs them), copies examples/`name` and installs it there. Throws when the install fails. */
export async function installExample(name: string): Promise<ExampleApp> {
  const root = mkdtempSync(join(tmpdir(), `portico-example-${name}-`))
  // An installed copy is some 15,000 files (65 s to delete on a loaded machine): a detached `rm -rf` deletes it
  // while the run goes on to its next file, instead of the file's afterAll waiting.
  const remove = () => spawn('rm', ['-rf', root], { detached: true, stdio: 'ignore' }).unref()
  try {
    const dir = join(root, name)
    cpSync(join(EXAMPLES, name), dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|\.next|test-results|playwright-report)$/.test(source) })
    const manifestFile = join(dir, 'package.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    if (!manifest.dependencies?.portico) throw new Error(`examples/${name}/package.json: no portico dependency to replace with the tarball`)
    const packStarted = Date.now()
    for (const field of ['dependencies', 'devDependencies']) {
      for (const dependency of Object.keys(manifest[field] ?? {}).filter((dependency) => dependency in PACKED)) {
        manifest[field][dependency] = `file:${PACKED[dependency]!(root).tarball}`
      }
    }
    const packMs = Date.now() - packStarted
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn'], dir)
    if (install.status !== 0) throw new Error(`npm install in the copy of examples/${name} failed:\n${install.output.slice(-3000)}`)
    return { dir, packMs, install, run: (command, args) => run(command, args, dir), remove }
  } catch (error) {
    remove()
    throw error
  }
}

export interface SizeCheck {
  /** Exit status of the example's `npm run size` (size-limit). */
  status: number | null
  /** size-limit's answer, one per budget. */
  results: Array<{ name: string; passed: boolean; size: number }>
  /** The example's budgets (`.size-limit.json`). */
  budgets: Array<{ name: string; path: string }>
  /** Every script the built page loads at start (its `<script src>` and module preloads), relative to dist/. */
  initialScripts: string[]
}

/**
 * Runs the example's own size-limit budgets on its build and expects each to measure files that exist (a renamed
 * chunk would otherwise pass at 0 bytes) and to hold; lists the scripts its built page starts with.
 */
export async function checkSizes(example: ExampleApp): Promise<SizeCheck> {
  const checked = await example.run('npm', ['run', '--silent', 'size', '--', '--json'])
  const results = JSON.parse(checked.output.slice(checked.output.indexOf('['))) as SizeCheck['results']
  const budgets = JSON.parse(readFileSync(join(example.dir, '.size-limit.json'), 'utf8')) as SizeCheck['budgets']
  const html = readFileSync(join(example.dir, 'dist/index.html'), 'utf8')
  const initialScripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g)].map(([, file]) => file!)
  expect(results.map((result) => result.name)).toEqual(budgets.map((budget) => budget.name))
  for (const result of results) expect(result, result.name).toEqual(expect.objectContaining({ passed: true, size: expect.any(Number) }))
  for (const result of results) expect(result.size, result.name).toBeGreaterThan(1000)
  expect(checked.status).toBe(0)
  expect(initialScripts.length).toBeGreaterThan(0)
  return { status: checked.status, results, budgets, initialScripts }
}
