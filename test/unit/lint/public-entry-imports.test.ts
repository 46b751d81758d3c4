// Issue 26: Portico's own tests and the demo use Portico and the kit as apps do. A relative import of a file that a
// published entry is built from (`portico`, `portico/react`, `portico/plugins/email`, `portico-devnet/playwright`, ...)
// must be that entry's name instead; tsconfig's paths map the names to the same sources. Internal modules that no
// entry publishes (a store, a state machine) stay relative imports in unit tests.
import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM script without types
import { publicEntries } from '../../../rollup.config.mjs'
import { importTarget, relativeImports, sourceFiles } from './source-imports'

/** The kit's entries: each export's types file names its source (dist/types/devnet/x.d.ts is devnet/x.ts). */
function kitEntrySources(): string[] {
  const { exports } = JSON.parse(readFileSync('devnet/package.json', 'utf8')) as { exports: Record<string, string | { types?: string }> }
  return Object.values(exports).flatMap((target) => {
    const types = typeof target === 'string' ? undefined : target.types
    return types ? [types.replace(/^\.\/dist\/types\//, '').replace(/\.d\.ts$/, '.ts')] : []
  })
}

/** `file: specifier` for each relative import under `roots` of a file in `entries`. */
function importsOfEntries(roots: string[], entries: string[]): string[] {
  const known = new Set(entries.map((entry) => resolve(entry)))
  return roots.flatMap((root) =>
    sourceFiles(root)
      // The lint tests hold imports as text to lint (the room rule's relative door), not as imports.
      .filter((file) => !file.startsWith(join('test', 'unit', 'lint')))
      .flatMap((file) => relativeImports(file).filter((specifier) => importTarget(file, specifier, known)).map((specifier) => `${relative(process.cwd(), file)}: ${specifier}`)),
  )
}

const entries = [...Object.values(publicEntries() as Record<string, string>), ...kitEntrySources()]

describe('test/ and demo/ import published code by its published name', () => {
  it('knows the entries: portico, its plugins and adapters, and the kit', () => {
    expect(entries).toEqual(expect.arrayContaining(['kernel/index.ts', 'kernel/react/index.ts', 'plugins/email/index.ts', 'adapters/eip155/index.ts', 'devnet/index.ts', 'devnet/playwright/index.ts']))
  })

  it('no relative import of an entry under test/ or demo/', () => {
    expect(importsOfEntries(['test', 'demo'], entries)).toEqual([])
  })

  it('the check finds one', () => {
    expect(importsOfEntries(['test/fixtures/import-circle'], ['test/fixtures/import-circle/b.ts'])).toEqual(['test/fixtures/import-circle/a.ts: ./b'])
  })
})
