/**
 * Builds the wagmi test page (main.tsx) as the demo is built: esbuild, ESM with code splitting (the kernel's
 * lazy chunks stay lazy), the demo's stylesheet; served by the demo server (serveDemo's distDir) against a devnet.
 */
import { build } from 'esbuild'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
// @ts-expect-error -- plain ESM script without types
import { esbuildCssTemplates } from '../../../../scripts/css-templates.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Into `outdir` (ending in '/'): index.html, app.css, main.js and its chunks. */
export async function buildWagmiPage(outdir: string): Promise<string> {
  await rm(outdir, { recursive: true, force: true })
  await mkdir(outdir, { recursive: true })
  await build({
    entryPoints: { main: here('./main.tsx') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [esbuildCssTemplates()],
  })
  await copyFile(here('./index.html'), `${outdir}index.html`)
  await copyFile(here('../../../../demo/src/app.css'), `${outdir}app.css`)
  return outdir
}
