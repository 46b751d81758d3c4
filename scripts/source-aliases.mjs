// The published package names (`portico`, `portico/react`, `portico/plugins/*`, `portico-devnet/playwright`, ...)
// resolved to their TypeScript sources inside this repository, read from tsconfig.json's `paths` (the one place
// they are listed): tsc and esbuild read those paths themselves; vitest takes them as aliases from here. So the
// demo and the tests import what an app imports, and run without a build of either package first.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Vite/vitest `resolve.alias` entries: one exact-match regex per path of tsconfig.json. */
export function sourceAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(`${ROOT}tsconfig.json`, 'utf8'))
  return Object.entries(compilerOptions.paths).map(([name, [target]]) => {
    const file = target.replace(/^\.\//, ROOT)
    if (!name.includes('*')) return { find: new RegExp(`^${escape(name)}$`), replacement: file }
    const [before, after] = name.split('*')
    return { find: new RegExp(`^${escape(before)}([^/]+)${escape(after)}$`), replacement: file.replace('*', '$1') }
  })
}
