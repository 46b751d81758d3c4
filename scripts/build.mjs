// `npm run build` (and `npm pack`'s prepack): the library (rollup.config.mjs) into a clean dist/, then the
// .d.ts files beside it (build-types.mjs: with the `.js` specifiers Node's resolution needs).
// buildLibrary is also what the build-output test runs, into a folder of its own.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { rollup } from 'rollup'
import { libraryConfig } from '../rollup.config.mjs'
import { cssTemplatesOf } from './css-templates.mjs'
import { buildTypes } from './build-types.mjs'

export { publicEntries } from '../rollup.config.mjs'

/**
 * The chunks of the dist/ `npm run build` made last (what buildLibrary returns: chunks with their module ids), kept
 * outside the package: `npm test` builds dist/ once (its pack step), and the build-output test reads these instead
 * of building the library a second time.
 */
export const DIST_CHUNKS = 'node_modules/.cache/portico-dist-chunks.json'

/** Bundles the public entries into `outDir`; returns rollup's output (chunks with their module ids). */
export async function buildLibrary({ outDir = 'dist' } = {}) {
  rmSync(outDir, { recursive: true, force: true })
  const { output: outputOptions, ...inputOptions } = libraryConfig(outDir)
  const bundle = await rollup(inputOptions)
  const { output } = await bundle.write(outputOptions)
  await bundle.close()
  await writeButtonStylesheet(outDir)
  return output
}

/**
 * `portico/buttons.css`: the app-side buttons' CSS (the one the buttons adopt when they first render) as a file a
 * server-rendered page links in its head, so the buttons have their final size and look before any script runs.
 */
async function writeButtonStylesheet(outDir) {
  const css = await cssTemplatesOf(readFileSync('kernel/react/components/buttonStyles.ts', 'utf8'))
  if (css.length !== 1) throw new Error(`kernel/react/components/buttonStyles.ts: expected one /* css */ literal, found ${css.length}`)
  writeFileSync(`${outDir}/buttons.css`, `${css[0]}\n`)
}

export async function build() {
  const started = Date.now()
  const output = await buildLibrary()
  mkdirSync(dirname(DIST_CHUNKS), { recursive: true })
  const chunks = output.filter((item) => item.type === 'chunk')
  writeFileSync(DIST_CHUNKS, JSON.stringify(chunks.map(({ type, fileName, isEntry, name, imports, dynamicImports, moduleIds }) => ({ type, fileName, isEntry, name, imports, dynamicImports, moduleIds }))))
  if (!process.argv.includes('--no-types')) {
    buildTypes()
  }
  console.log(`built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) await build()
