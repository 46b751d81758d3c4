// `npm run build`: the library (rollup.config.mjs) into a clean dist/, then the .d.ts files beside it.
// buildLibrary is also what the build-output test runs, into a folder of its own.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { rollup } from 'rollup'
import { libraryConfig } from '../rollup.config.mjs'

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

async function build() {
  const started = Date.now()
  await buildLibrary()
  if (!process.argv.includes('--no-types')) {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })
  }
  console.log(`built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) await build()
