// Builds the esbuild config of one size-limit check: the entries bundled with their static imports only.
// A dynamic import() stays external, so a budget measures what an entry costs before anything lazy loads.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']

/**
 * @param {string} name              the check's name, used for its output folder
 * @param {string[]} entryPoints     source entries, bundled separately and summed
 * @param {{ followDynamic?: RegExp, external?: string[] }} [options]
 *   followDynamic: dynamic imports whose path matches are bundled too (e.g. the modal's own views)
 */
export function sizeConfig(name, entryPoints, options = {}) {
  const outdir = join('node_modules', '.cache', 'size-limit', name.replace(/[^a-z0-9-]+/gi, '-'))
  mkdirSync(outdir, { recursive: true })
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
      {
        name: 'keep-dynamic-imports-external',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind !== 'dynamic-import') return undefined
            if (options.followDynamic?.test(args.path)) return undefined
            return { path: args.path, external: true }
          })
        },
      },
    ],
  }
}
