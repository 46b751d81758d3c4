// Builds the esbuild config of one size-limit check: the entries bundled with their static imports only.
// A dynamic import() stays external, so a budget measures what an entry costs before anything lazy loads.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { esbuildCssTemplates } from '../css-templates.mjs'

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']

/**
 * @param {string} name              the check's name, used for its output folder
 * @param {string[]} entryPoints     source entries, bundled separately and summed
 * @param {{ followDynamic?: RegExp, staticEntries?: string[], external?: string[] }} [options]
 *   followDynamic: dynamic imports whose path matches are bundled too (a plugin's own lazy views)
 *   staticEntries: modules measured together as one bundle (each with its static imports), e.g. the
 *   kernel with the chunks it loads when the modal opens
 */
export function sizeConfig(name, entryPoints, options = {}) {
  const slug = name.replace(/[^a-z0-9-]+/gi, '-')
  const outdir = join('node_modules', '.cache', 'size-limit', slug)
  mkdirSync(outdir, { recursive: true })
  if (options.staticEntries) {
    const entry = join('node_modules', '.cache', 'size-limit', `${slug}.entry.ts`)
    const lines = options.staticEntries.map((file, index) => `export * as m${index} from ${JSON.stringify(resolve(file))}`)
    writeFileSync(entry, `${lines.join('\n')}\n`)
    entryPoints = [...entryPoints, entry]
  }
  return {
    entryPoints,
    bundle: true,
    format: 'esm',
    splitting: false,
    outdir,
    write: true,
    allowOverwrite: true,
    minify: true,
    treeShaking: true,
    metafile: true,
    platform: 'browser',
    jsx: 'automatic',
    external: [...REACT, ...(options.external ?? [])],
    logLevel: 'silent',
    plugins: [
      // The modal's CSS ships minified, as the library and demo builds make it.
      esbuildCssTemplates(),
      {
        name: 'keep-dynamic-imports-external',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind !== 'dynamic-import' || options.followDynamic?.test(args.path)) return undefined
            return { path: args.path, external: true }
          })
        },
      },
    ],
  }
}
