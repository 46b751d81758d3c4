// The package as apps get it: `npm pack` of this repository (its prepack builds dist/ and puts the package
// README in place), and what npm says while an app installs it. Shared by the packaging test
// (test/integration/package.test.ts) and the install-size bench (bench/install.mjs).
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publicEntries } from '../rollup.config.mjs'

const REPO_DIR = fileURLToPath(new URL('..', import.meta.url))

/** `npm pack` at the repository root into `dir`: the tarball's path and npm's file list. */
export function packPortico(dir) {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: REPO_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 })
  // The prepack build prints to stdout too: npm's JSON is the last thing it writes.
  const [packed] = JSON.parse(out.slice(out.lastIndexOf('\n[') + 1))
  return { tarball: join(dir, packed.filename), files: packed.files.map((file) => file.path), size: packed.size, unpackedSize: packed.unpackedSize }
}

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
