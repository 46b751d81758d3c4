/**
 * Builds a test page (pages/<name>/main.tsx and index.html) as the demo is built: esbuild, ESM with code
 * splitting (the kernel's lazy chunks stay lazy), the demo's stylesheet; served by the demo server
 * (serveDemo's distDir) against a devnet. The metafile says which source went into which chunk.
 */
import { build, type Metafile } from 'esbuild'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
// @ts-expect-error -- plain ESM script without types
import { esbuildCssTemplates } from '../../../scripts/css-templates.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export interface BuiltPage {
  /** The folder to serve (ends in '/'): index.html, app.css, main.js and its chunks. */
  outdir: string
  metafile: Metafile
}

/** The page of folder `name` into `outdir` (ending in '/'). */
export async function buildTestPage(name: 'wagmi' | 'headless' | 'ssr-buttons', outdir: string): Promise<BuiltPage> {
  await rm(outdir, { recursive: true, force: true })
  await mkdir(outdir, { recursive: true })
  const { metafile } = await build({
    entryPoints: { main: here(`./${name}/main.tsx`) },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [esbuildCssTemplates()],
  })
  await copyFile(here(`./${name}/index.html`), `${outdir}index.html`)
  await copyFile(here('../../../demo/src/app.css'), `${outdir}app.css`)
  return { outdir, metafile }
}
