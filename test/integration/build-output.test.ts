import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM build script without types
import { buildLibrary, DIST_CHUNKS, publicEntries } from '../../scripts/build.mjs'
// @ts-expect-error -- plain ESM script without types
import { PACKED_ENV } from '../../scripts/tarball.mjs'

interface OutputChunk {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry: boolean
  name: string
  imports: string[]
  dynamicImports: string[]
  moduleIds: string[]
}

/**
 * Under `npm test`, the dist/ its pack step built for this run (the package it packed names PACKED_ENV; the build
 * left its chunks in DIST_CHUNKS): the same rollup config, so the same output. Run alone, a build of its own.
 */
const packedManifest: string | undefined = process.env[PACKED_ENV]
const packedThisRun = Boolean(packedManifest && existsSync(packedManifest) && existsSync(DIST_CHUNKS))
const outDir = packedThisRun ? 'dist' : 'node_modules/.cache/portico-build-test'
let chunks: OutputChunk[] = []

/** An entry chunk and every chunk it imports statically: what a page loads for that entry. */
function staticClosure(entryName: string): OutputChunk[] {
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName)
  if (!entry) throw new Error(`no entry chunk ${entryName}`)
  return closureOf(entry)
}

/** A chunk and every chunk it imports statically, as a page loads it. */
function closureOf(chunk: OutputChunk): OutputChunk[] {
  const byFile = new Map(chunks.map((item) => [item.fileName, item]))
  const seen = new Map<string, OutputChunk>([[chunk.fileName, chunk]])
  const queue = [chunk]
  while (queue.length) {
    for (const file of queue.pop()!.imports) {
      const next = byFile.get(file)
      if (next && !seen.has(file)) {
        seen.set(file, next)
        queue.push(next)
      }
    }
  }
  return [...seen.values()]
}

const source = (id: string) => relative(process.cwd(), id)

/** The source files a module loads with import('./relative'), resolved like the bundler does. */
function dynamicImportTargets(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map(([, specifier]) => {
    const base = join(dirname(file), specifier!)
    const candidate = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((suffix) => base + suffix).find((path) => existsSync(path) && !path.endsWith('/'))
    if (!candidate) throw new Error(`cannot resolve ${specifier} from ${file}`)
    return relative(process.cwd(), resolve(candidate))
  })
}

/**
 * The lazy part of an entry: the modules of the chunks it imports with import(), and of what those
 * import in turn. A module the descriptor shares with its lazy part (a tiny session hint, say) sits
 * in a shared chunk and is not lazy.
 */
function lazyModules(entryName: string): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const eager = new Set(staticClosure(entryName).map((chunk) => chunk.fileName))
  const lazy = new Set<string>()
  const queue = staticClosure(entryName).flatMap((chunk) => chunk.dynamicImports)
  const seen = new Set<string>()
  while (queue.length) {
    const file = queue.pop()!
    const chunk = byFile.get(file)
    if (!chunk || seen.has(file)) continue
    seen.add(file)
    if (!eager.has(file)) chunk.moduleIds.forEach((id) => lazy.add(source(id)))
    queue.push(...chunk.imports, ...chunk.dynamicImports)
  }
  return lazy
}

describe('build output', () => {
  beforeAll(async () => {
    const output = packedThisRun ? (JSON.parse(readFileSync(DIST_CHUNKS, 'utf8')) as OutputChunk[]) : ((await buildLibrary({ outDir })) as OutputChunk[])
    chunks = output.filter((item) => item.type === 'chunk')
  }, 60000)

  it('emits one entry per public subpath (DESIGN: exports map)', () => {
    const names = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.name).sort()
    expect(names).toEqual(Object.keys(publicEntries()).sort())
  })

  it('writes portico/buttons.css: the CSS the app-side buttons adopt, for a server-rendered page to link (no layout shift)', () => {
    const exported = (JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> }).exports['./buttons.css']
    expect(exported).toBe('./dist/buttons.css')
    const css = readFileSync(join(outDir, 'buttons.css'), 'utf8')
    for (const rule of ['.portico-btn{', '.portico-btn[data-variant=primary]{', '.portico-btn[data-theme=dark]{', '.portico-btn-name{']) expect(css).toContain(rule)
  })

  it("names a lazy chunk of one plugin's or adapter's code after it, so an app can budget each plugin it enables", () => {
    const fileOf = (module: string) => chunks.find((chunk) => !chunk.isEntry && chunk.moduleIds.map(source).includes(module))?.fileName
    expect(fileOf('plugins/email/feature.ts')).toMatch(/^chunks\/plugin-email-feature-[\w-]+\.js$/)
    expect(fileOf('plugins/embedded-wallet/feature.ts')).toMatch(/^chunks\/plugin-embedded-wallet-feature-[\w-]+\.js$/)
    expect(fileOf('adapters/eip155/adapter.ts')).toMatch(/^chunks\/adapter-eip155-adapter-[\w-]+\.js$/)
    // A chunk with the kernel's code keeps its plain name.
    expect(fileOf('kernel/runtime.ts')).toMatch(/^chunks\/runtime-[\w-]+\.js$/)
  })

  it('SPEC §2 lazy loading: the kernel entry loads no code from any plugin or adapter', () => {
    const modules = staticClosure('kernel/index').flatMap((chunk) => chunk.moduleIds).map(source)
    expect(modules.length).toBeGreaterThan(0)
    expect(modules.filter((id) => /^(plugins|adapters)\//.test(id))).toEqual([])
    expect(modules.filter((id) => /(^|\/)node_modules\//.test(id))).toEqual([])
  })

  it('portico/wagmi stays out of the other entries: portico and portico/react load none of its modules, nor @wagmi/core', () => {
    const wagmiModules = staticClosure('kernel/wagmi/index').flatMap((chunk) => chunk.moduleIds).map(source)
    expect(wagmiModules).toContain('kernel/wagmi/connector.ts')
    expect(staticClosure('kernel/wagmi/index').flatMap((chunk) => chunk.imports)).toContain('@wagmi/core')
    for (const entry of ['kernel/index', 'kernel/react/index']) {
      const closure = staticClosure(entry)
      expect(closure.flatMap((chunk) => chunk.moduleIds).map(source).filter((id) => id.startsWith('kernel/wagmi/')), entry).toEqual([])
      expect(closure.flatMap((chunk) => chunk.imports).filter((id) => /^(@wagmi\/|wagmi$)/.test(id)), entry).toEqual([])
    }
  })

  it('portico/headless loads no modal UI: its entry, the runtime its hooks load and the eip155 adapter hold no kernel/ui module', () => {
    const holding = (module: string) => chunks.find((chunk) => chunk.moduleIds.map(source).includes(module))
    const runtime = holding('kernel/runtime.ts')
    const adapter = holding('adapters/eip155/adapter.ts')
    expect(runtime && adapter).toBeTruthy()
    const loaded = [...staticClosure('kernel/headless/index'), ...closureOf(runtime!), ...closureOf(adapter!)].flatMap((chunk) => chunk.moduleIds).map(source)
    expect(loaded).toContain('kernel/react/hooks/useWallets.ts')
    expect(loaded.filter((id) => id.startsWith('kernel/ui/'))).toEqual([])
    // The modal's UI is in the build (open() can load it): the check above could fail.
    expect(holding('kernel/ui/index.ts')).toBeDefined()
  })

  it('SPEC §2 lazy loading: every plugin and adapter descriptor entry stays free of its lazy part', () => {
    const descriptors = Object.keys(publicEntries()).filter((entry) => /^(plugins|adapters)\//.test(entry))
    expect(descriptors.length).toBeGreaterThan(0)
    for (const name of descriptors) {
      const lazy = lazyModules(name)
      const eager = staticClosure(name).flatMap((chunk) => chunk.moduleIds).map(source)
      // Every module the descriptor names in import() must stay lazy: a static import of it anywhere in
      // the descriptor's graph would pull it into the entry's chunks.
      const targets = dynamicImportTargets(publicEntries()[name])
      expect(targets.length, `${name} imports its lazy part with import()`).toBeGreaterThan(0)
      for (const target of targets) {
        expect(eager, `${name}: ${target} is loaded eagerly`).not.toContain(target)
        expect([...lazy], `${name}: ${target} is in a lazy chunk`).toContain(target)
      }
      // The descriptor's own weight stays small: no library code loads with it.
      expect(eager.filter((id) => /(^|\/)node_modules\//.test(id)), name).toEqual([])
    }
  })

  it('DESIGN SSR safety: every built entry imports in plain Node without window, document or storage', async () => {
    // One plain Node per entry, all at once: an entry that touched a browser global fails alone.
    const imported = await Promise.all(
      Object.keys(publicEntries()).map(async (name) => {
        const file = resolve(outDir, `${name}.js`)
        const script = `globalThis.localStorage = undefined; await import(${JSON.stringify(file)}); console.log('ok')`
        const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
        return [name, stdout.trim()]
      }),
    )
    expect(imported).toEqual(Object.keys(publicEntries()).map((name) => [name, 'ok']))
  })
})
