// DESIGN: arrows point inward and the kernel has no circle of imports, type-only and dynamic ones included, so
// each kernel file can be read (and loaded) after the files it names. Imports are read from the source text.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = /\.(ts|tsx)$/
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : SOURCE.test(name) ? [path] : []
  })
}

/** The kernel file an import names, if it is one. */
function target(from: string, specifier: string, known: Set<string>): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => known.has(candidate))
}

/** Every circle, each as the path of files that closes it. */
function circles(root: string): string[][] {
  const all = files(root).map((file) => resolve(file))
  const known = new Set(all)
  const edges = new Map(
    all.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => target(file, match[1] ?? match[2] ?? '', known)).filter((path): path is string => path !== undefined)]),
  )
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string): void => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map((path) => relative(process.cwd(), path)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  all.forEach((file) => state.has(file) || visit(file))
  return found
}

describe('kernel imports', () => {
  it('DESIGN: no circle of imports inside kernel/, type-only and dynamic ones included', () => {
    expect(circles('kernel')).toEqual([])
  })

  it('the check finds a circle, a type-only one included', () => {
    expect(circles('test/fixtures/import-circle')).toEqual([
      ['test/fixtures/import-circle/a.ts', 'test/fixtures/import-circle/b.ts', 'test/fixtures/import-circle/a.ts'],
    ])
  })
})
