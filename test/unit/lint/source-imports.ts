// The relative imports of TypeScript sources, read from the text (type-only, re-exports and dynamic import()
// included): what the import lint tests walk.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const SOURCE = /\.(ts|tsx)$/
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

/** Every .ts and .tsx file under `dir`, `node_modules` and `dist` left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return []
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : []
  })
}

/** The relative specifiers `file` imports. */
export function relativeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '')
}

/** The absolute path of the file a relative specifier names, as TypeScript resolves it, when it is one of `known`. */
export function importTarget(from: string, specifier: string, known: Set<string>): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => known.has(candidate))
}
