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
import { esbuildCssTemplates } from '../scripts/css-templates.mjs'

const demoDir = new URL('./', import.meta.url)
export const DIST_DIR = fileURLToPath(new URL('dist/', demoDir))

/**
 * Build the demo; returns the output folder and esbuild's metafile (for size reports).
 * `outdir` (ending in '/') lets browser tests build into a folder of their own.
 */
export async function buildDemo({ minify = true, outdir = DIST_DIR } = {}) {
  await rm(outdir, { recursive: true, force: true })
  await mkdir(outdir, { recursive: true })
  const result = await build({
    entryPoints: { main: fileURLToPath(new URL('src/main.tsx', demoDir)) },
    outdir,
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
    define: {
      'process.env.NODE_ENV': '"production"',
      // The WalletConnect SDK skips its hosted telemetry and verify calls only when IS_VITEST reads
      // 'true' (FACTS.md); it tests `typeof process` first, so `process` itself is defined.
      process: JSON.stringify({ env: { NODE_ENV: 'production', IS_VITEST: 'true' } }),
      global: 'globalThis',
    },
    logLevel: 'warning',
    // The modal's CSS literals, minified as in the library build.
    plugins: [esbuildCssTemplates()],
  })
  await copyFile(fileURLToPath(new URL('index.html', demoDir)), `${outdir}index.html`)
  await copyFile(fileURLToPath(new URL('src/app.css', demoDir)), `${outdir}app.css`)
  return { outdir, metafile: result.metafile }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outdir } = await buildDemo()
  console.log(`demo built into ${outdir}`)
}
