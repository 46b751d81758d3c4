/**
 * The package as an app gets it (issue 27, items 1 and 2): `npm pack` once (its prepack builds dist/ and
 * puts the package README in place), then the tarball installed by npm into a temporary app folder (a copy,
 * never a workspace link) beside react, react-dom, @types/react and @wagmi/core only (portico/wagmi's peer),
 * as an eip155-only app written in TypeScript installs it. On that:
 * what the tarball ships and its package.json; every public entry imported in Node; the chain adapters whose
 * optional peer is not installed failing with the error that names it (real resolution, no mock); a file
 * importing every entry type-checked under `bundler`, `node16` and `nodenext`; publint and
 * @arethetypeswrong/cli on the tarball; and no install script anywhere in what the app installed (issue 25
 * item 7). Needs the npm registry for the app's install.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closure, packageName, resolveFolder, type LockEntry, type LockPackages } from './lockfile-closure'
// @ts-expect-error -- plain ESM script without types
import { publicEntries } from '../../scripts/build.mjs'
// @ts-expect-error -- plain ESM script without types
import { engineWarnings, packedPortico, publicSubpaths } from '../../scripts/tarball.mjs'

interface Packed {
  tarball: string
  files: string[]
  size: number
  unpackedSize: number
}

const subpaths: string[] = publicSubpaths()
const specifier = (subpath: string) => (subpath === '.' ? 'portico' : `portico/${subpath.slice(2)}`)
const repoPackage = JSON.parse(readFileSync('package.json', 'utf8'))

let dir: string
let app: string
let packed: Packed
let installOutput: string
/** What the Node probe saw: each entry's value exports, each adapter's load() without its optional peer. */
let node: { status: number | null; output: string; exported: Record<string, string[]>; loads: Record<string, unknown>; window: string }

interface Outcome {
  status: number | null
  output: string
}
const RESOLUTIONS = ['bundler', 'node16', 'nodenext'] as const
/** The type checks, publint and attw, run side by side once the app is installed. */
let checks: { tsc: Record<(typeof RESOLUTIONS)[number], Outcome>; publint: Outcome; attw: Outcome }

/** Runs a command in the app folder; its exit status and output, never a throw. */
function run(command: string, args: string[], cwd = app): Outcome {
  const { status, stdout, stderr } = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { status, output: `${stdout}${stderr}` }
}

/** `run` without blocking, so the checks share the machine's cores. */
function runAsync(command: string, args: string[], cwd = app): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

const bin = (path: string) => join(process.cwd(), 'node_modules', path)

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-package-'))
  app = join(dir, 'app')
  packed = packedPortico(dir)
  mkdirSync(app)
  const react = repoPackage.devDependencies
  writeFileSync(
    join(app, 'package.json'),
    // An eip155-only app written in TypeScript: @types/react is the optional peer the React entries' types use,
    // @wagmi/core the one portico/wagmi imports (as a wagmi app has it; its own dependencies are three small ones).
    JSON.stringify({
      name: 'portico-package-test',
      private: true,
      type: 'module',
      dependencies: {
        portico: `file:${packed.tarball}`,
        react: react.react,
        'react-dom': react['react-dom'],
        '@types/react': react['@types/react'],
        '@wagmi/core': react['@wagmi/core'],
      },
    }),
  )
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn'])
  installOutput = install.output
  if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${install.output.slice(-3000)}`)
  const probe = run(process.execPath, ['--input-type=module', '-e', NODE_PROBE])
  node = { status: probe.status, output: probe.output, ...JSON.parse(probe.output.trim().split('\n').at(-1) ?? '{}') }

  writeFileSync(join(app, 'entries.ts'), entriesProbe(node.exported))
  writeFileSync(join(app, 'quick-start.tsx'), readmeQuickStart())
  const typeCheck = (resolution: (typeof RESOLUTIONS)[number]) => {
    const module = resolution === 'bundler' ? 'esnext' : resolution
    const compilerOptions = { module, moduleResolution: resolution, target: 'es2022', lib: ['es2022', 'dom'], jsx: 'react-jsx', strict: true, skipLibCheck: true, noEmit: true, types: [] }
    writeFileSync(join(app, `tsconfig.${resolution}.json`), JSON.stringify({ compilerOptions, files: ['entries.ts', 'quick-start.tsx'] }))
    return runAsync(process.execPath, [bin('typescript/bin/tsc'), '-p', `tsconfig.${resolution}.json`])
  }
  const [bundler, node16, nodenext, publint, attw] = await Promise.all([
    ...RESOLUTIONS.map(typeCheck),
    runAsync(process.execPath, [bin('publint/src/cli.js'), '--strict', packed.tarball]),
    runAsync(process.execPath, [bin('@arethetypeswrong/cli/dist/index.js'), packed.tarball, '--profile', 'esm-only', '--format', 'json', '--entrypoints', ...subpaths]),
  ])
  checks = { tsc: { bundler: bundler!, node16: node16!, nodenext: nodenext! }, publint: publint!, attw: attw! }
}, 600_000)

/** Run in the app folder: every entry imported in Node, and each adapter's load() (none of the optional peers is installed). */
const NODE_PROBE = `
  const exported = {}
  for (const entry of ${JSON.stringify(subpaths.map(specifier))}) exported[entry] = Object.keys(await import(entry)).sort()
  const outcome = (load) => load().then(() => 'loaded', (error) => ({ code: error.code, message: error.message, details: error.details }))
  const loads = {}
  for (const name of ['eip155', 'solana', 'polkadot', 'bip122']) loads[name] = await outcome((await import('portico/adapters/' + name))[name]().load)
  console.log(JSON.stringify({ exported, loads, window: typeof window }))`

// The app's node_modules is a few thousand files: on a busy disk their removal outlasts the default hook timeout.
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
}, 120_000)

describe('the tarball (npm pack)', () => {
  it('ships dist/, LICENSE, the package README and package.json only', () => {
    const others = packed.files.filter((file) => !file.startsWith('dist/'))
    expect(others.sort()).toEqual(['LICENSE', 'README.md', 'package.json'])
    for (const entry of Object.keys(publicEntries())) expect(packed.files).toEqual(expect.arrayContaining([`dist/${entry}.js`, `dist/${entry}.d.ts`]))
    const installed = (file: string) => readFileSync(join(app, 'node_modules/portico', file), 'utf8')
    expect(installed('README.md')).toBe(readFileSync('README-package.md', 'utf8'))
    expect(installed('LICENSE')).toMatch(/^MIT License/)
    // The repository README is back in place after the pack.
    expect(readFileSync('README.md', 'utf8')).not.toBe(readFileSync('README-package.md', 'utf8'))
  })

  it('its package.json runs nothing at install and depends on nothing only the devnet uses', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/portico/package.json'), 'utf8'))
    expect(manifest.license).toBe('MIT')
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => /^(pre|post)?(install|prepare)$/.test(name))).toEqual([])
    const shipped = { ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies }
    const published = importedPackages('kernel', 'plugins', 'adapters')
    const devnetOnly = importedPackages('devnet').filter((name) => !published.includes(name))
    expect(devnetOnly).toEqual(expect.arrayContaining(['litesvm', 'ws', '@reown/walletkit'])) // the check sees the devnet's packages
    expect(devnetOnly.filter((name) => name in shipped)).toEqual([])
    // Every package the published code imports at run time is declared.
    expect(published.filter((name) => !(name in shipped))).toEqual([])
  })

  it('an eip155-only app installs no chain SDK and gets no engine warning on this Node', () => {
    const installed = readdirSync(join(app, 'node_modules'))
    for (const scope of ['@polkadot', '@wallet-standard', '@walletconnect', '@sats-connect', '@solana']) expect(installed).not.toContain(scope)
    expect(installed).not.toContain('bitcoin-address-validation')
    expect(engineWarnings(installOutput)).toEqual([])
  })
})

describe('supply chain: what an app installs with Portico', () => {
  /** The packages `npm install-scripts ls` names as having install scripts, in the folder given. */
  const withInstallScripts = (cwd: string) => {
    const listed = run('npm', ['install-scripts', 'ls'], cwd)
    expect(listed.status, listed.output).toBe(0)
    return [...listed.output.matchAll(/^\s+(\S+@\S+) \((?:pre|post)?install:/gm)].map(([, name]) => name)
  }

  it('runs no install script (npm install-scripts ls in the app lists none; in this repository it lists esbuild, so the check sees them)', () => {
    expect(withInstallScripts(app)).toEqual([])
    expect(withInstallScripts(process.cwd())).toEqual(expect.arrayContaining([expect.stringMatching(/^esbuild@/)]))
  })

  it('pulls only packages our lockfile resolves for Portico, each with an sha512 integrity, the same hash wherever the version is ours', () => {
    const ours: LockPackages = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages
    const theirs: LockPackages = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')).packages
    // Our resolution of what Portico depends on: name → the versions and hashes our lockfile pins.
    const pinned = new Map<string, Map<string, string | undefined>>()
    for (const name of Object.keys(repoPackage.dependencies)) {
      for (const folder of closure(ours, resolveFolder(ours, '', name) as string)) {
        const entry = ours[folder] as { version: string; integrity?: string }
        pinned.set(packageName(folder), (pinned.get(packageName(folder)) ?? new Map()).set(entry.version, entry.integrity))
      }
    }
    const problems = (lock: LockPackages) =>
      [...closure(lock, 'node_modules/portico')].filter((folder) => folder !== 'node_modules/portico').flatMap((folder) => {
        const { version, integrity } = lock[folder] as { version: string; integrity?: string }
        const name = packageName(folder)
        const versions = pinned.get(name)
        if (!versions) return [`${name}@${version}: not in our lockfile's resolution of Portico's dependencies`]
        if (!integrity?.startsWith('sha512-')) return [`${name}@${version}: no sha512 integrity (${integrity})`]
        if (versions.has(version) && versions.get(version) !== integrity) return [`${name}@${version}: integrity ${integrity} differs from ours ${versions.get(version)}`]
        return []
      })
    expect(closure(theirs, 'node_modules/portico').size).toBeGreaterThan(Object.keys(repoPackage.dependencies).length)
    expect(problems(theirs)).toEqual([])
    // The check fires: a package we never resolved, and a known version with another hash.
    const zod = theirs['node_modules/zod'] as LockEntry
    const doctored: LockPackages = {
      ...theirs,
      'node_modules/portico': { ...theirs['node_modules/portico'], dependencies: { ...theirs['node_modules/portico']?.dependencies, 'left-pad': '^1' } },
      'node_modules/left-pad': { version: '1.3.0', integrity: 'sha512-x' },
      'node_modules/zod': { ...zod, version: pinned.get('zod')?.keys().next().value, integrity: 'sha512-tampered' },
    }
    expect(problems(doctored)).toEqual([expect.stringMatching(/^left-pad@1\.3\.0: not in our lockfile/), expect.stringMatching(/^zod@.*: integrity sha512-tampered differs/)])
  })
})

describe('the installed package in Node', () => {
  it('imports every entry without a window (SSR)', () => {
    expect(node.status, node.output).toBe(0)
    expect(node.window).toBe('undefined')
    expect(Object.keys(node.exported)).toEqual(subpaths.map(specifier))
    expect(node.exported['portico']).toContain('createModal')
    expect(node.exported['portico/react']).toEqual(expect.arrayContaining(['ModalProvider', 'ConnectButton', 'useAccount']))
    expect(node.exported['portico/plugin']).toEqual(expect.arrayContaining(['definePlugin', 'defineAdapter', 'PorticoError']))
    expect(node.exported['portico/wagmi']).toEqual(['PORTICO_CONNECTOR_ID', 'porticoConnector', 'porticoWagmiConfig'])
  })

  it('eip155 loads; an adapter whose optional peer is not installed fails at start naming the package', () => {
    const missing = (code: string, adapter: string, name: string) => ({
      code,
      message: `The ${adapter} adapter needs the package ${name}, which is not installed: npm install ${name}`,
      details: { package: name },
    })
    expect(node.loads).toEqual({
      eip155: 'loaded',
      solana: missing('SOLANA_PACKAGE_MISSING', 'solana', '@wallet-standard/app'),
      polkadot: missing('POLKADOT_PACKAGE_MISSING', 'polkadot', '@polkadot/extension-dapp'),
      bip122: missing('BIP122_PACKAGE_MISSING', 'bip122', 'bitcoin-address-validation'),
    })
  })
})

describe('types of the installed package', () => {
  it.each(RESOLUTIONS)('a file importing every entry, and the README quick start, type-check under moduleResolution %s: 0 errors', (resolution) => {
    expect(checks.tsc[resolution].output).toBe('')
    expect(checks.tsc[resolution].status).toBe(0)
  })
})

describe('packaging linters on the tarball', () => {
  it('publint (strict): all good', () => {
    expect(checks.publint.output).toContain('All good!')
    expect(checks.publint.status).toBe(0)
  })

  it('@arethetypeswrong/cli on every entry: no problem for an ESM-only package (node16 from ESM, bundler)', () => {
    const report = JSON.parse(checks.attw.output)
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual([...subpaths].sort())
    // The esm-only profile leaves out node10 and node16-from-CJS, which cannot load an ESM-only package.
    const ignored = ['node10', 'node16-cjs']
    const problems = Object.values(report.problems ?? {}).flat() as Array<{ kind: string; entrypoint?: string; resolutionKind?: string }>
    expect(problems.filter((problem) => !ignored.includes(problem.resolutionKind ?? ''))).toEqual([])
    expect(checks.attw.status).toBe(0)
  })
})

/** The packages (bare specifiers, without subpaths) imported by the .ts/.tsx files under `folders`. */
function importedPackages(...folders: string[]): string[] {
  const names = new Set<string>()
  const files = folders.flatMap((folder) => (readdirSync(folder, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => join(folder, f)))
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const [, from, bare, dynamic] of text.matchAll(/(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^'.][^']*)'|(?:^|\n)import\s+'([^'.][^']*)'|import\(\s*'([^'.][^']*)'\s*\)/g)) {
      const spec = from ?? bare ?? dynamic
      if (!spec || spec.startsWith('node:')) continue
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)
    }
  }
  return [...names].sort()
}

/**
 * A file importing every entry. Each value export is checked to carry a real type: assigning it to a type it
 * cannot be is an error, expected; were its types lost (`any`), the expectation would be unused, itself an
 * error. The types the issue names (Modal, PluginDescriptor, AdapterDescriptor) are checked the same way.
 */
function entriesProbe(exported: Record<string, string[]>): string {
  const lines = ['declare class Probe { private probe: true }', 'declare const probe: Probe', "import type { Modal } from 'portico'", "import type { AdapterDescriptor, PluginDescriptor } from 'portico/plugin'"]
  Object.entries(exported).forEach(([entry, names], index) => {
    lines.push(`import * as entry${index} from '${entry}'`)
    for (const name of names) lines.push('// @ts-expect-error -- a real type is not a Probe', `export const probe_${index}_${name}: Probe = entry${index}.${name}`)
  })
  for (const type of ['Modal', 'AdapterDescriptor', 'PluginDescriptor']) lines.push('// @ts-expect-error -- a real type is not a Probe', `export const probe_${type}: ${type} = probe`)
  return `${lines.join('\n')}\n`
}

/** The package README's quick start, as an app would paste it. */
function readmeQuickStart(): string {
  const block = /```tsx\n([\s\S]*?)```/.exec(readFileSync('README-package.md', 'utf8'))
  if (!block) throw new Error('README-package.md has no tsx quick start')
  return block[1]!
}
