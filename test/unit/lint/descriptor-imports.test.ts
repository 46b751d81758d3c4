// A descriptor (plugins/*/index.ts, adapters/*/index.ts) ships in the page's first chunk. Bundlers that split
// by static reachability (esbuild) would pull whatever the kernel/plugin barrel re-exports into that chunk,
// so a descriptor imports kernel/plugin for types only. Bundled here, each must reach no kernel module.
import { existsSync, readdirSync } from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The README's worked example (test/fixtures) too: what third parties copy.
const descriptors = ['plugins', 'adapters', 'test/fixtures'].flatMap((kind) =>
  readdirSync(kind, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${kind}/${entry.name}/index.ts`))
    .map((entry) => `${kind}/${entry.name}/index.ts`),
)

describe('descriptors reach no kernel code at run time', () => {
  it.each(descriptors)('%s', async (entry) => {
    const { metafile } = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      plugins: [{ name: 'lazy-external', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)) }],
    })
    const inputs = Object.keys(metafile.inputs)
    expect(inputs.filter((file) => file.startsWith('kernel/'))).toEqual([])
    expect(inputs.length).toBeLessThan(8)
  })
})
