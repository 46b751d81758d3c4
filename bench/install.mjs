/**
 * `npm --prefix bench run install-size`: what an app installs to use Portico, RainbowKit + wagmi, or
 * AppKit + wagmi, measured the same way for each: a fresh temporary folder with the app's package.json,
 * `npm install` with a fresh npm cache of its own, then the packages on disk (every installed copy,
 * nested ones included; optional builds for other platforms are not installed and not counted), MB on
 * disk (allocated blocks, as `du`) and MB of files, and the engine warnings npm printed. Portico is its
 * packed tarball (`npm pack` at the repository root, which builds dist/), with react and react-dom only:
 * an eip155-only app. The competitors' versions are the bench's own pins (bench/package.json), with its
 * @wagmi/connectors override. Every temporary folder and cache is removed, also on failure.
 *
 * Writes the table to bench/results.md between the install markers (run.mjs keeps that section) and
 * prints it. Needs the npm registry, nothing else. `--tarball <file>` measures a tarball already packed.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { engineWarnings, packPortico } from '../scripts/tarball.mjs'
import { sectionEnd, sectionStart, writeSection as writeResultsSection } from './lib/sections.mjs'
import { BENCH_DIR } from './lib/paths.mjs'
import { isMain } from './lib/results.mjs'

const RESULTS_FILE = join(BENCH_DIR, 'results.md')

const benchPackage = JSON.parse(readFileSync(join(BENCH_DIR, 'package.json'), 'utf8'))
const pin = (name) => {
  const version = benchPackage.dependencies[name]
  if (!version) throw new Error(`bench/package.json pins no version of ${name}`)
  return version
}
// The bench's override points @wagmi/connectors at its own pin ("$@wagmi/connectors"); an app that does not
// depend on it directly needs the version itself.
const overrides = Object.fromEntries(Object.entries(benchPackage.overrides ?? {}).map(([name, spec]) => [name, spec.startsWith('$') ? pin(spec.slice(1)) : spec]))
const react = { react: pin('react'), 'react-dom': pin('react-dom') }

/** The three apps: what each one's install line puts in package.json. */
export function apps(tarball) {
  return [
    { id: 'portico', label: 'Portico (eip155 only)', dependencies: { portico: `file:${tarball}`, ...react } },
    {
      id: 'rainbowkit',
      label: 'RainbowKit + wagmi',
      dependencies: { '@rainbow-me/rainbowkit': pin('@rainbow-me/rainbowkit'), wagmi: pin('wagmi'), viem: pin('viem'), '@tanstack/react-query': pin('@tanstack/react-query'), ...react },
      overrides,
    },
    {
      id: 'appkit',
      label: 'AppKit + wagmi',
      dependencies: {
        '@reown/appkit': pin('@reown/appkit'),
        '@reown/appkit-adapter-wagmi': pin('@reown/appkit-adapter-wagmi'),
        wagmi: pin('wagmi'),
        viem: pin('viem'),
        '@tanstack/react-query': pin('@tanstack/react-query'),
        ...react,
      },
      overrides,
    },
  ]
}

/** Bytes allocated on disk (st.blocks, as du counts) and bytes of files, under `dir`, links not followed. */
export function diskUsage(dir) {
  let disk = 0
  let files = 0
  const walk = (path) => {
    const stat = lstatSync(path)
    disk += stat.blocks * 512
    if (stat.isFile()) files += stat.size
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry))
  }
  if (existsSync(dir)) walk(dir)
  return { disk, files }
}

/** The installed packages: lockfile entries present on disk (each nested copy counts; links do not). */
export function installedPackages(appDir) {
  const lock = JSON.parse(readFileSync(join(appDir, 'package-lock.json'), 'utf8'))
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.link && existsSync(join(appDir, path, 'package.json')))
    .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, path }))
}

/** Installs one app into a fresh folder with a fresh cache, measures it, removes everything. */
export function measureApp(app) {
  const dir = mkdtempSync(join(tmpdir(), `portico-install-${app.id}-`))
  try {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `install-size-${app.id}`, private: true, dependencies: app.dependencies, ...(app.overrides ? { overrides: app.overrides } : {}) }, null, 2))
    const started = Date.now()
    const { status, stdout, stderr } = spawnSync('npm', ['install', '--cache', join(dir, '.npm-cache'), '--no-audit', '--no-fund', '--loglevel=warn'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    const seconds = (Date.now() - started) / 1000
    if (status !== 0) throw new Error(`npm install of ${app.label} failed:\n${stderr.slice(-2000)}`)
    const packages = installedPackages(dir)
    const { disk, files } = diskUsage(join(dir, 'node_modules'))
    return { id: app.id, label: app.label, dependencies: app.dependencies, packages: packages.length, diskBytes: disk, fileBytes: files, seconds, engineWarnings: engineWarnings(stdout + stderr), node: process.version, npm: npmVersion() }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const npmVersion = () => execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim()
const MB = (bytes) => (bytes / 1e6).toFixed(1)
const ratio = (a, b) => `${(a / b).toFixed(2)}×`

/** The README's table (Markdown), each app against AppKit + wagmi. */
export function installTable(results) {
  const appkit = results.find((r) => r.id === 'appkit')
  const lines = [
    '| app | packages | MB on disk | MB of files | engine warnings (Node ' + process.versions.node + ') | packages / AppKit + wagmi | MB on disk / AppKit + wagmi |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const r of results) {
    const warnings = r.engineWarnings.length ? `${r.engineWarnings.length} (${[...new Set(r.engineWarnings.map((w) => w.package.replace(/@[^@]*$/, '')))].join(', ')})` : '0'
    lines.push(`| ${r.label} | ${r.packages} | ${MB(r.diskBytes)} | ${MB(r.fileBytes)} | ${warnings} | ${appkit ? ratio(r.packages, appkit.packages) : '—'} | ${appkit ? ratio(r.diskBytes, appkit.diskBytes) : '—'} |`)
  }
  return lines.join('\n')
}

function section(results, tarball) {
  return [
    sectionStart('install-size'),
    '## Install size',
    '',
    `Date: ${new Date().toISOString()}; node ${process.version}, npm ${npmVersion()}; \`npm --prefix bench run install-size\`.`,
    '',
    installTable(results),
    '',
    '- Each app is a fresh temporary folder with only a package.json, installed by `npm install` with a fresh npm cache of its own; everything is removed afterwards.',
    `- Portico: the packed tarball (${tarball.replace(/.*\//, '')}, \`npm pack\`) + react + react-dom: an eip155-only app; the chain SDKs other adapters and plugins need are optional peers an app installs when it configures them.`,
    `- RainbowKit + wagmi, AppKit + wagmi: their install lines with the bench's pins (${['@rainbow-me/rainbowkit', '@reown/appkit', 'wagmi', 'viem', '@tanstack/react-query'].map((n) => `${n} ${pin(n)}`).join(', ')}; ${Object.entries(overrides).map(([n, v]) => `${n} ${v}`).join(', ')} as the bench overrides it), react and react-dom ${pin('react')}.`,
    '- Packages: the lockfile entries installed on disk (every nested copy counts; optional builds for other platforms are skipped by npm and not counted). MB on disk: the blocks allocated under node_modules (as `du`), MB = 10^6 bytes; MB of files: their sizes summed.',
    '- The Portico app configures eip155() only, so it installs no WalletConnect SDK; AppKit and RainbowKit install theirs. An app that adds walletconnect() installs `@walletconnect/universal-provider` too.',
    sectionEnd('install-size'),
  ].join('\n')
}

/** Puts the install section into results.md, replacing an earlier one and keeping the rest. */
export function writeSection(text) {
  writeResultsSection(RESULTS_FILE, 'install-size', text)
}

async function main() {
  const args = process.argv.slice(2)
  const tarballArg = args.includes('--tarball') ? args[args.indexOf('--tarball') + 1] : undefined
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined
  const packDir = mkdtempSync(join(tmpdir(), 'portico-install-pack-'))
  try {
    const tarball = tarballArg ?? packPortico(packDir).tarball
    const results = []
    for (const app of apps(tarball)) {
      if (only && !only.includes(app.id)) continue
      console.log(`installing ${app.label} ...`)
      const result = measureApp(app)
      console.log(`  ${result.packages} packages, ${MB(result.diskBytes)} MB on disk, ${MB(result.fileBytes)} MB of files, ${result.engineWarnings.length} engine warnings, ${result.seconds.toFixed(0)} s`)
      results.push(result)
    }
    console.log(`\n${installTable(results)}\n`)
    if (!only) {
      writeSection(section(results, tarball))
      console.log('wrote the install section of bench/results.md')
    }
    return results
  } finally {
    rmSync(packDir, { recursive: true, force: true })
  }
}

if (isMain(import.meta.url)) await main()
