/**
 * Bundle the demo with esbuild into demo/dist. `splitting` + ESM keep the
 * kernel's dynamic imports (modal UI, views, adapters, the test wallet) as
 * separate chunks that load on first use, as they would in an app.
 *
 *   node demo/build.mjs
 */
import { build } from 'esbuild'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'

const demoDir = new URL('./', import.meta.url)
export const DIST_DIR = fileURLToPath(new URL('dist/', demoDir))

/** Build the demo; returns the output folder and esbuild's metafile (for size reports). */
export async function buildDemo({ minify = true } = {}) {
  await rm(DIST_DIR, { recursive: true, force: true })
  await mkdir(DIST_DIR, { recursive: true })
  const result = await build({
    entryPoints: { main: fileURLToPath(new URL('src/main.tsx', demoDir)) },
    outdir: DIST_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify,
    sourcemap: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  await copyFile(fileURLToPath(new URL('index.html', demoDir)), `${DIST_DIR}index.html`)
  await copyFile(fileURLToPath(new URL('src/app.css', demoDir)), `${DIST_DIR}app.css`)
  return { outdir: DIST_DIR, metafile: result.metafile }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outdir } = await buildDemo()
  console.log(`demo built into ${outdir}`)
}
