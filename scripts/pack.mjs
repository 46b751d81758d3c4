// `npm pack` and `npm publish` run this twice (package.json scripts):
//   prepack   builds dist/ (`npm run build`), then puts the package README, README-package.md (written for
//             app developers: install line, peers, quick start, no links into the repository), in
//             README.md's place: npm always ships the root README.md (and any root README.*, which is why
//             the package README's name does not start with "README."), and offers no way to name another;
//   postpack  puts the repository README back.
// The repository README waits in node_modules/.cache/portico-pack/ meanwhile. A pack that died between the
// two steps leaves it there: the next prepack or postpack puts it back first. README.md is restored only
// while it still holds the package README, so an edit made during a pack is never overwritten.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const README = `${root}README.md`
const PACKAGE_README = `${root}README-package.md`
const SAVED = `${root}node_modules/.cache/portico-pack/README.md`

const holdsPackageReadme = () => existsSync(README) && readFileSync(README, 'utf8') === readFileSync(PACKAGE_README, 'utf8')

/** The repository README back in place, when a pack set it aside; true when README.md is the repository's. */
export function restoreReadme() {
  if (!existsSync(SAVED)) return true
  if (!holdsPackageReadme()) {
    console.warn(`README.md changed while it held the package README: left as it is; the repository README is in ${SAVED}`)
    return false
  }
  copyFileSync(SAVED, README)
  rmSync(SAVED)
  return true
}

export async function prepack() {
  if (!restoreReadme()) throw new Error('README.md is not the repository README: see the warning above')
  const { build } = await import('./build.mjs')
  await build()
  mkdirSync(dirname(SAVED), { recursive: true })
  copyFileSync(README, SAVED)
  copyFileSync(PACKAGE_README, README)
}

const step = process.argv[2]
if (step === 'prepack') await prepack()
else if (step === 'postpack') restoreReadme()
else if (import.meta.url === `file://${process.argv[1]}`) throw new Error('usage: node scripts/pack.mjs prepack|postpack')
