// DESIGN: arrows point inward and the kernel has no circle of imports, type-only and dynamic ones included, so
// each kernel file can be read (and loaded) after the files it names. Imports are read from the source text.
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importTarget, relativeImports, sourceFiles } from './source-imports'

/** Every circle, each as the path of files that closes it. */
function circles(root: string): string[][] {
  const all = sourceFiles(root).map((file) => resolve(file))
  const known = new Set(all)
  const edges = new Map(
    all.map((file) => [file, relativeImports(file).map((specifier) => importTarget(file, specifier, known)).filter((path): path is string => path !== undefined)]),
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
