// `npm run build` (and `npm pack`'s prepack): the library (rollup.config.mjs) into a clean dist/, then the
// .d.ts files beside it (build-types.mjs: with the `.js` specifiers Node's resolution needs).
// buildLibrary is also what the build-output test runs, into a folder of its own.
import { rmSync } from 'node:fs'
import { rollup } from 'rollup'
import { libraryConfig } from '../rollup.config.mjs'
import { buildTypes } from './build-types.mjs'

export { publicEntries } from '../rollup.config.mjs'

/** Bundles the public entries into `outDir`; returns rollup's output (chunks with their module ids). */
export async function buildLibrary({ outDir = 'dist' } = {}) {
  rmSync(outDir, { recursive: true, force: true })
  const { output: outputOptions, ...inputOptions } = libraryConfig(outDir)
  const bundle = await rollup(inputOptions)
  const { output } = await bundle.write(outputOptions)
  await bundle.close()
  return output
}

export async function build() {
  const started = Date.now()
  await buildLibrary()
  if (!process.argv.includes('--no-types')) {
    buildTypes()
  }
  console.log(`built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) await build()
