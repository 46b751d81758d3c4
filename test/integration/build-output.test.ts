import { execFileSync } from 'node:child_process'
import { relative, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM build script without types
import { buildLibrary, publicEntries } from '../../scripts/build.mjs'

interface OutputChunk {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry: boolean
  name: string
  imports: string[]
  moduleIds: string[]
}

const outDir = 'node_modules/.cache/portico-build-test'
let chunks: OutputChunk[] = []

/** An entry chunk and every chunk it imports statically: what a page loads for that entry. */
function staticClosure(entryName: string): OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName)
  if (!entry) throw new Error(`no entry chunk ${entryName}`)
  const seen = new Map<string, OutputChunk>([[entry.fileName, entry]])
  const queue = [entry]
  while (queue.length) {
    for (const file of queue.pop()!.imports) {
      const chunk = byFile.get(file)
      if (chunk && !seen.has(file)) {
        seen.set(file, chunk)
        queue.push(chunk)
      }
    }
  }
  return [...seen.values()]
}

const isLazyPartOfPluginOrAdapter = (id: string) => /^(plugins|adapters)\/[^/]+\/(?!index\.ts$)/.test(relative(process.cwd(), id))

describe('build output', () => {
  beforeAll(async () => {
    chunks = ((await buildLibrary({ outDir })) as OutputChunk[]).filter((item) => item.type === 'chunk')
  }, 60000)

  it('emits one entry per public subpath (DESIGN: exports map)', () => {
    const names = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.name).sort()
    expect(names).toEqual(Object.keys(publicEntries()).sort())
  })

  it('SPEC §2 lazy loading: the kernel entry loads no code from any plugin or adapter lazy part', () => {
    const modules = staticClosure('kernel/index').flatMap((chunk) => chunk.moduleIds)
    expect(modules.length).toBeGreaterThan(0)
    expect(modules.filter(isLazyPartOfPluginOrAdapter)).toEqual([])
    expect(modules.filter((id) => /[\\/]node_modules[\\/]/.test(id))).toEqual([])
  })

  it('SPEC §2 lazy loading: every plugin and adapter descriptor entry stays free of its lazy part', () => {
    for (const name of Object.keys(publicEntries()).filter((entry) => /^(plugins|adapters)\//.test(entry))) {
      const modules = staticClosure(name).flatMap((chunk) => chunk.moduleIds)
      expect(modules.filter(isLazyPartOfPluginOrAdapter), name).toEqual([])
    }
  })

  it('DESIGN SSR safety: every built entry imports in plain Node without window, document or storage', () => {
    for (const name of Object.keys(publicEntries())) {
      const file = resolve(outDir, `${name}.js`)
      const script = `globalThis.localStorage = undefined; await import(${JSON.stringify(file)}); console.log('ok')`
      const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
      expect(printed.trim(), name).toBe('ok')
    }
  })
})
