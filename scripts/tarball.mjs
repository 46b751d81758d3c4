// The packages as apps get them: `npm pack` of this repository (its prepack builds dist/ and puts the package
// README in place) and of the test kit in devnet/ (its prepack builds devnet/dist), and what npm says while an
// app installs them. Shared by the packaging test (test/integration/package.test.ts), the examples' runner
// (test/e2e/examples/example-app.ts) and the install-size bench (bench/install.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publicEntries } from '../rollup.config.mjs'

const REPO_DIR = fileURLToPath(new URL('..', import.meta.url))
const DEVNET_DIR = join(REPO_DIR, 'devnet')

const PACK_LOCK = join(REPO_DIR, 'node_modules/.cache/portico-pack.lock')

/**
 * One pack at a time across processes (two test files packing side by side would each swap the README and
 * rebuild dist/ under the other; the kit's build bundles Portico's sources): a lock folder, taken with mkdir
 * (atomic), waited for, given up after 10 min.
 */
function withPackLock(pack) {
  mkdirSync(dirname(PACK_LOCK), { recursive: true })
  const waitUntil = Date.now() + 600_000
  for (;;) {
    try {
      mkdirSync(PACK_LOCK)
      break
    } catch (error) {
      if (error.code !== 'EEXIST' || Date.now() > waitUntil) throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250)
    }
  }
  try {
    return pack()
  } finally {
    rmSync(PACK_LOCK, { recursive: true, force: true })
  }
}

/** `npm pack` at the repository root into `dir`: the tarball's path and npm's file list. */
export function packPortico(dir) {
  return withPackLock(() => npmPack(REPO_DIR, dir))
}

/** `npm pack` of the test kit (portico-devnet, devnet/) into `dir`: the same answer as packPortico's. */
export function packDevnet(dir) {
  return withPackLock(() => npmPack(DEVNET_DIR, dir))
}

function npmPack(packageDir, dir) {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 })
  // The prepack build prints to stdout too: npm's JSON is the last thing it writes.
  const [packed] = JSON.parse(out.slice(out.lastIndexOf('\n[') + 1))
  return { tarball: join(dir, packed.filename), files: packed.files.map((file) => file.path), size: packed.size, unpackedSize: packed.unpackedSize }
}

/**
 * `npm test` packs once (its pack step: `node scripts/tarball.mjs <dir>`, which also builds dist/ and devnet/dist)
 * and names the results in PORTICO_PACKED and PORTICO_DEVNET_PACKED, JSON files of packPortico's and packDevnet's
 * answers; the packaging test and the examples' runner take those instead of packing again (each pack rebuilds).
 * Run alone, they pack themselves.
 */
export const PACKED_ENV = 'PORTICO_PACKED'
export const DEVNET_PACKED_ENV = 'PORTICO_DEVNET_PACKED'

function packedOnce(env, pack, dir) {
  const manifest = process.env[env]
  if (manifest && existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8'))
  return pack(dir)
}

/** The run's Portico tarball when `npm test` packed one, else a fresh pack into `dir`. */
export const packedPortico = (dir) => packedOnce(PACKED_ENV, packPortico, dir)

/** The run's portico-devnet tarball when `npm test` packed one, else a fresh pack into `dir`. */
export const packedDevnet = (dir) => packedOnce(DEVNET_PACKED_ENV, packDevnet, dir)

/** Where the pack step leaves each manifest in its folder: `npm test` names these in the two variables above. */
export const PACKED_MANIFESTS = { [PACKED_ENV]: 'portico.json', [DEVNET_PACKED_ENV]: 'portico-devnet.json' }

/** The package's public subpaths ('.', './networks', './plugins/email', ...), from the build's entries. */
export function publicSubpaths() {
  return Object.keys(publicEntries()).map((entry) => {
    if (entry === 'kernel/index') return '.'
    if (entry.startsWith('kernel/')) return `./${entry.slice('kernel/'.length).replace(/\/index$/, '')}`
    return `./${entry.replace(/\/index$/, '')}`
  })
}

/** The packages npm warned about for their `engines` (EBADENGINE), with the Node range each asks for. */
export function engineWarnings(output) {
  const warnings = []
  const pattern = /EBADENGINE Unsupported engine \{\s*npm warn EBADENGINE\s+package: '([^']+)',\s*npm warn EBADENGINE\s+required: \{ node: '([^']+)'/g
  for (const match of output.matchAll(pattern)) warnings.push({ package: match[1], node: match[2] })
  return warnings
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] ?? 'test-results/packed')
  mkdirSync(dir, { recursive: true })
  for (const [env, pack] of [[PACKED_ENV, packPortico], [DEVNET_PACKED_ENV, packDevnet]]) {
    const packed = pack(dir)
    writeFileSync(join(dir, PACKED_MANIFESTS[env]), JSON.stringify(packed))
    console.log(`packed ${packed.tarball} (${packed.files.length} files, ${(packed.size / 1000).toFixed(0)} kB)`)
  }
}
